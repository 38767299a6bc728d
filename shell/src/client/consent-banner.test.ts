import type { BusEvent, EventBus } from '@sf/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enhanceConsentBanner } from './consent-banner';
import { ALL_GROUPS, NECESSARY_ONLY, consentCookie, readConsent } from './consent-cookie';

const BANNER = `
<section data-sf-consent aria-labelledby="t" hidden>
  <h2 id="t" tabindex="-1" data-sf-consent-title>Ihre Privatsphäre ist uns wichtig</h2>
  <details><summary>Einstellungen</summary>
    <fieldset><legend>Cookie-Kategorien</legend>
      <label><input type="checkbox" name="C0001" checked disabled> Unbedingt erforderlich</label>
      <label><input type="checkbox" name="C0002"> Leistung und Statistik</label>
      <label><input type="checkbox" name="C0003"> Funktionen</label>
      <label><input type="checkbox" name="C0004"> Marketing</label>
      <label><input type="checkbox" name="C0005"> Soziale Medien</label>
      <label><input type="checkbox" name="C0006"> Personalisierung</label>
    </fieldset>
    <button type="button" data-sf-consent-action="save">Auswahl speichern</button>
  </details>
  <button type="button" data-sf-consent-action="necessary">Nur notwendige Cookies</button>
  <button type="button" data-sf-consent-action="all">Alle akzeptieren</button>
</section>
<footer><button type="button" data-sf-consent-open hidden>Cookie-Einstellungen</button></footer>`;

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function setup() {
  document.body.innerHTML = BANNER;
  const events: BusEvent[] = [];
  const bus: EventBus = { emit: (e) => events.push(e), on: () => () => undefined };
  enhanceConsentBanner({ doc: document, bus, now: () => new Date('2026-05-01T10:00:00Z') });
  return { events };
}

describe('consent cookie', () => {
  it('round-trips the groups and keeps C0001 on; over TLS as a __Host- prefixed Secure cookie', () => {
    const cookie = consentCookie(
      { ...NECESSARY_ONLY, C0004: true },
      { secure: true, now: new Date('2026-05-01T10:00:00Z') },
    );
    expect(cookie).toMatch(/^__Host-sf_consent=.+; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/);
    expect(cookie).not.toContain('HttpOnly');
    const value = cookie.split(';')[0]!;
    expect(readConsent(value, { secure: true })).toEqual({
      C0001: true,
      C0002: false,
      C0003: false,
      C0004: true,
      C0005: false,
      C0006: false,
    });
    // over TLS an unprefixed cookie (planted by a sibling host) does not count
    expect(readConsent(value.replace('__Host-', ''), { secure: true })).toBeNull();
    const plain = consentCookie(ALL_GROUPS, { secure: false, now: new Date('2026-05-01T10:00:00Z') });
    expect(plain).toMatch(/^sf_consent=.+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(readConsent(plain.split(';')[0]!)).toEqual(ALL_GROUPS);
  });

  it('ignores a missing, malformed or outdated cookie', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('sf_consent=%%%')).toBeNull();
    expect(readConsent(`sf_consent=${encodeURIComponent('v=0&groups=C0001:1')}`)).toBeNull();
  });
});

describe('consent banner', () => {
  beforeEach(clearCookies);

  it('asks on the first visit without taking the focus', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeVisible();
    expect(document.activeElement).toBe(document.body);
  });

  it('accepting all stores every group for a year and emits consent:changed', async () => {
    const { events } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(readConsent(document.cookie)).toEqual(ALL_GROUPS);
    expect(events).toEqual([{ type: 'consent:changed', v: 1, groups: ALL_GROUPS }]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is usable with the keyboard: only necessary by Tab and Enter', async () => {
    setup();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Nur notwendige Cookies' }).focus();
    await user.keyboard('{Enter}');
    expect(readConsent(document.cookie)).toEqual(NECESSARY_ONLY);
  });

  it('stores the groups ticked under settings, and the footer button reopens it with the choice', async () => {
    const { events } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByText('Einstellungen'));
    await user.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    await user.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(events.at(-1)).toEqual({
      type: 'consent:changed',
      v: 1,
      groups: { ...NECESSARY_ONLY, C0004: true },
    });

    const reopen = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
    await user.click(reopen);
    expect(screen.getByRole('region')).toBeVisible();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Ihre Privatsphäre ist uns wichtig' }),
    );
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Nur notwendige Cookies' }));
    expect(document.activeElement).toBe(reopen);
  });

  it('Escape closes it for this page without storing a choice; reopened from the footer, focus goes back', async () => {
    const { events } = setup();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(readConsent(document.cookie)).toBeNull();
    expect(events).toEqual([]);
    const reopen = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
    await user.click(reopen);
    expect(screen.getByRole('region')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(reopen);
  });

  it('stays hidden when consent is stored', () => {
    document.cookie = consentCookie(ALL_GROUPS, { secure: false, now: new Date() });
    setup();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('hides a banner shown in the HTML once the stored consent is read', () => {
    document.cookie = consentCookie(ALL_GROUPS, { secure: false, now: new Date() });
    document.body.innerHTML = BANNER.replace(
      '<section data-sf-consent aria-labelledby="t" hidden>',
      '<section data-sf-consent aria-labelledby="t">',
    );
    expect(screen.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeVisible();
    enhanceConsentBanner({ doc: document, bus: { emit: () => undefined, on: () => () => undefined } });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('a choice clicked before the shell ran', () => {
  afterEach(clearCookies);

  it('is carried out when the shell starts (noted by the inline script as data-sf-consent-early)', () => {
    clearCookies();
    document.body.innerHTML = BANNER;
    const banner = document.querySelector<HTMLElement>('[data-sf-consent]')!;
    banner.hidden = false;
    banner.setAttribute('data-sf-consent-early', 'necessary');
    const events: BusEvent[] = [];
    enhanceConsentBanner({
      doc: document,
      bus: { emit: (e) => events.push(e), on: () => () => undefined },
      now: () => new Date('2026-05-01T10:00:00Z'),
    });
    expect(readConsent(document.cookie)).toEqual(NECESSARY_ONLY);
    expect(events).toEqual([{ type: 'consent:changed', v: 1, groups: NECESSARY_ONLY }]);
    expect(banner.hidden).toBe(true);
    expect(banner).not.toHaveAttribute('data-sf-consent-early');
  });
});
