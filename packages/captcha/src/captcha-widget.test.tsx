import { act, render, screen } from '@testing-library/react';
import { CaptchaWidget, captchaLanguageOf } from './captcha-widget';

// jsdom has no web components worth loading: the widget's modules load as nothing
jest.mock('altcha', () => ({}), { virtual: true });
jest.mock('altcha/i18n/de', () => ({}), { virtual: true });
jest.mock('altcha/i18n/fr-fr', () => ({}), { virtual: true });
jest.mock('altcha/i18n/nl', () => ({}), { virtual: true });

const props = {
  challengeUrl: '/api/contact/captcha',
  fieldName: 'altcha',
  onPayload: () => undefined,
  fallback: <p>Bitte aktivieren Sie JavaScript.</p>,
};
const widget = () => document.querySelector('altcha-widget');

describe('CaptchaWidget', () => {
  it('shows its fallback and loads nothing until asked to', async () => {
    render(<CaptchaWidget {...props} language="de" load={false} />);
    await act(async () => undefined);
    expect(screen.getByText('Bitte aktivieren Sie JavaScript.')).toBeInTheDocument();
    expect(widget()).toBeNull();
  });

  it('once loaded is the widget with the challenge, the field, the language and the error it describes', async () => {
    render(<CaptchaWidget {...props} language="fr" load solveAtOnce describedBy="captcha-error" />);
    await act(async () => undefined);
    const el = widget();
    expect(el).not.toBeNull();
    expect(el).toHaveAttribute('challenge', '/api/contact/captcha');
    expect(el).toHaveAttribute('name', 'altcha');
    expect(el).toHaveAttribute('language', 'fr-fr');
    expect(el).toHaveAttribute('auto', 'onload');
    expect(el).toHaveAttribute('aria-describedby', 'captcha-error');
  });

  it('passes the payload of a verified state on, and an empty one when it expires', async () => {
    const payloads: string[] = [];
    render(<CaptchaWidget {...props} language="nl" load onPayload={(p) => payloads.push(p)} />);
    await act(async () => undefined);
    const el = widget()!;
    expect(el).not.toHaveAttribute('auto');
    act(() => {
      el.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'abc' } }));
      el.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired' } }));
    });
    expect(payloads).toEqual(['abc', '']);
  });

  it('speaks the language of the locale', () => {
    expect(['de-DE', 'de-CH', 'fr-CH', 'nl-NL'].map(captchaLanguageOf)).toEqual(['de', 'de', 'fr', 'nl']);
  });
});
