import { axeViolations, renderInRemote } from '@sf/testing/remote';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONTACT_MESSAGES } from '../../shared/messages';
import { AppBanner } from './app-banner';
import { CountrySwitch } from './country-switch';
import { PreviewBanner } from './preview-banner';
import { PromoBanner } from './promo-banner';
import { Survey } from './survey';

/** The survey's texts as the content bucket's `survey` document gives them. */
const SURVEY_TEXTS = {
  title: 'Ihre Meinung zählt',
  question: 'Wie zufrieden sind Sie mit unserem Shop?',
  scale: '1 = gar nicht zufrieden, 5 = sehr zufrieden',
  comment: 'Was können wir besser machen? (freiwillig)',
};

const opts = { messages: CONTACT_MESSAGES };
const choices = [
  { locale: 'de-AT', suggested: true },
  { locale: 'de-CH', suggested: false },
  { locale: 'fr-CH', suggested: false },
  { locale: 'nl-NL', suggested: false },
] as const;

function stubFetch(reply: unknown, status = 200) {
  const calls: { url: string; body: string; accept: string | null }[] = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(url),
      body: String(init?.body),
      accept: (init?.headers as Record<string, string> | undefined)?.accept ?? null,
    });
    return { ok: status >= 200 && status < 300, status, json: async () => reply } as unknown as Response;
  }) as unknown as typeof fetch;
  return calls;
}

describe('page helpers (jsdom)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('the country switch is a labelled dialog listing the shops and "stay", and is accessible', async () => {
    renderInRemote(<CountrySwitch locale="de-DE" back="/" choices={choices} />, opts);
    const dialog = screen.getByRole('dialog', { name: 'Sind Sie im richtigen Shop?' });
    expect(dialog).toHaveAccessibleDescription(/eigenen Shop/);
    for (const name of [
      'Österreich',
      'Schweiz (Deutsch)',
      'Schweiz (Französisch)',
      'Niederlande',
      'In diesem Shop bleiben',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Österreich' })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it('Escape means "stay": posted by fetch, the dialog closes and focus goes to the main content', async () => {
    const main = document.createElement('main');
    main.id = 'main';
    document.body.prepend(main);
    const calls = stubFetch({ location: null });
    renderInRemote(<CountrySwitch locale="nl-NL" back="/klantenservice" choices={choices} />, {
      ...opts,
      locale: 'nl-NL',
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('/api/contact/helpers/country');
    expect(calls[0]!.body).toContain('choice=stay');
    expect(calls[0]!.accept).toBe('application/json');
    expect(document.activeElement).toBe(main);
    main.remove();
  });

  it('the app banner links the store and closes; the survey has a labelled 1–5 scale and thanks after an answer', async () => {
    stubFetch({ location: null });
    const { unmount } = renderInRemote(
      <AppBanner locale="de-CH" back="/" platform="ios" storeUrl="https://apps.apple.com/x" />,
      opts,
    );
    expect(screen.getByRole('link', { name: 'Im App Store laden' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/x',
    );
    expect(screen.getByRole('button', { name: 'App-Hinweis schliessen' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    unmount();
    renderInRemote(<Survey locale="de-DE" back="/" texts={SURVEY_TEXTS} />, opts);
    expect(
      screen.getByRole('group', { name: /Wie zufrieden sind Sie mit unserem Shop\?/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Antwort!' })).toHaveFocus();
  });

  it('a refused survey answer shows its message', async () => {
    stubFetch({ error: { code: 'API-422', message: 'Bitte wählen Sie eine Bewertung.' } }, 422);
    renderInRemote(<Survey locale="de-DE" back="/" texts={SURVEY_TEXTS} />, opts);
    fireEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie eine Bewertung.');
  });

  it('the promotion banner shows title, code and end date; the preview banner ends, and shows the tab close error', async () => {
    const { unmount } = renderInRemote(
      <PromoBanner
        locale="de-DE"
        promotion={{
          code: 'WILLKOMMEN',
          title: 'Willkommensrabatt',
          text: '10 %',
          href: '/s/',
          linkText: 'Jetzt stöbern',
          validUntil: '2026-12-31',
        }}
      />,
      opts,
    );
    expect(screen.getByRole('heading', { name: 'Willkommensrabatt' })).toBeInTheDocument();
    expect(screen.getByText(/Ihr Code: WILLKOMMEN/)).toBeInTheDocument();
    expect(screen.getByText(/Gültig bis 31\.12\.2026/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    unmount();
    jest.useFakeTimers();
    jest.spyOn(window, 'close').mockImplementation(() => undefined);
    renderInRemote(<PreviewBanner locale="de-DE" back="/" expiresAt="2026-11-25T17:30:00Z" />, opts);
    expect(screen.getByRole('button', { name: 'Vorschau beenden' })).toBeInTheDocument();
    expect(screen.getByText(/gültig bis 18:30 Uhr/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau-Tab schließen' }));
    jest.advanceTimersByTime(400);
    jest.useRealTimers();
    expect(
      await screen.findByText(
        'Der Vorschau-Tab konnte nicht geschlossen werden. Bitte schließen Sie ihn selbst.',
      ),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
