import { renderToStaticMarkup } from 'react-dom/server';
import { HeaderLogout, LOGOUT_ACTION, LOGOUT_SCRIPT } from './header-logout';
import { translator } from './translate';

/** The logout as the header fragment renders it, in a fresh document. */
function mount(
  locale: 'de-DE' | 'fr-CH' | 'nl-NL' = 'de-DE',
  nonce: string | null = 'n0nce',
): HTMLFormElement | null {
  document.body.innerHTML = renderToStaticMarkup(
    <HeaderLogout locale={locale} t={translator(locale)} nonce={nonce} />,
  );
  return document.querySelector('form');
}

/** Runs the inline script as the browser would, right after the form, with the page's cookies. */
function run(form: Element, cookie: string): void {
  new Function('document', LOGOUT_SCRIPT)({ cookie, currentScript: { previousElementSibling: form } });
}

const loginState = (value: object) => `loginState=${encodeURIComponent(JSON.stringify(value))}`;

describe('logout in the header', () => {
  it('is a hidden POST form with the locale, the nonce-carrying script right after it', () => {
    const form = mount('fr-CH')!;
    expect(form.hidden).toBe(true);
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe(LOGOUT_ACTION);
    expect((form.elements.namedItem('locale') as HTMLInputElement).value).toBe('fr-CH');
    expect(form.querySelector('button')?.textContent).toBe('Se déconnecter');
    expect(form.nextElementSibling?.getAttribute('nonce')).toBe('n0nce');
    expect(mount('nl-NL')?.querySelector('button')?.textContent).toBe('Uitloggen');
  });

  it.each([
    [loginState({ li: '1' }), false],
    [`a=1; __Host-${loginState({ li: '1', bop: '1' })}`, false],
    [loginState({ li: '0' }), true],
    [loginState({ ca: '1' }), true],
    ['loginState=%7Bnope', true],
    ['', true],
    [`x${loginState({ li: '1' })}`, true],
  ])('with cookies %j is hidden: %j', (cookie, hidden) => {
    const form = mount()!;
    run(form, cookie);
    expect(form.hidden).toBe(hidden);
    expect(form.querySelector('button')?.textContent).toBe('Abmelden');
  });

  it('renders nothing without a nonce (its script could not run)', () => {
    expect(mount('de-DE', null)).toBeNull();
  });
});
