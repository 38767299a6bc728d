import { showRemoteFallback } from './remote-fallback';

const texts = {
  unavailable: 'Dieser Bereich kann gerade nicht angezeigt werden.',
  degraded: 'Einige Funktionen stehen gerade nicht zur Verfügung.',
};

function slot(html: string, attrs = ''): HTMLElement {
  document.body.innerHTML = `<main><div data-sf-slot="mfe-newsletter" ${attrs}>${html}</div></main>`;
  return document.querySelector<HTMLElement>('[data-sf-slot]')!;
}

describe('showRemoteFallback', () => {
  it('keeps the server HTML when the code did not load; a second failure of the slot replaces it', () => {
    const el = slot('<form method="post"><button>Anmelden</button></form>');
    expect(showRemoteFallback(el, 'load', texts)).toBe('kept');
    expect(el.querySelectorAll('[data-sf-notice]')).toHaveLength(1);
    expect(showRemoteFallback(el, 'load', texts)).toBe('replaced');
    expect(el.textContent).toBe(texts.unavailable);
  });

  it('keeps the server form usable after a load failure', () => {
    const el = slot('<form method="post"><button>Anmelden</button></form>');
    showRemoteFallback(el, 'load', texts);
    expect(el.querySelector('form button')?.textContent).toBe('Anmelden');
    expect(el.firstElementChild?.getAttribute('role')).toBe('status');
    expect(el.firstElementChild?.textContent).toBe(texts.degraded);
    expect(el.hasAttribute('data-sf-fallback')).toBe(true);
  });

  it('replaces an empty slot, a composer fallback or a broken mount with the unavailable notice', () => {
    expect(showRemoteFallback(slot(''), 'load', texts)).toBe('replaced');
    const fallback = slot('<p role="status">Fehler</p>', 'data-sf-fallback');
    expect(showRemoteFallback(fallback, 'load', texts)).toBe('replaced');
    expect(fallback.textContent).toBe(texts.unavailable);
    const broken = slot('<div>half a tree</div>');
    expect(showRemoteFallback(broken, 'mount', texts)).toBe('replaced');
    expect(broken.querySelector('[role="status"]')?.textContent).toBe(texts.unavailable);
  });
});
