import { createEventBus } from '@sf/event-bus';
import { enhanceHeaderCounts, showCount } from './header-counts';

function header() {
  document.body.innerHTML =
    '<a href="/merkzettel">Merkzettel<span data-sf-count="wishlist" aria-hidden="true"></span><span data-sf-count-text="wishlist" data-sf-one="(1 Artikel)" data-sf-other="(# Artikel)"></span></a>' +
    '<a href="/warenkorb">Warenkorb<span data-sf-count="basket" aria-hidden="true"></span><span data-sf-count-text="basket" data-sf-one="(1 Artikel)" data-sf-other="(# Artikel)"></span></a>';
}

describe('header counts', () => {
  it('follow basket:changed and wishlist:changed without a reload, and stop when detached', () => {
    header();
    const bus = createEventBus({ target: window, broadcast: false });
    const off = enhanceHeaderCounts(document, bus);
    bus.emit({ type: 'basket:changed', v: 1, count: 2 });
    expect(document.querySelector('a[href="/warenkorb"]')?.textContent).toBe('Warenkorb2 (2 Artikel)');
    bus.emit({ type: 'wishlist:changed', v: 1, count: 1, skus: ['123456-38'] });
    expect(document.querySelector('a[href="/merkzettel"]')?.textContent).toBe('Merkzettel1 (1 Artikel)');
    bus.emit({ type: 'basket:changed', v: 1, count: 0 });
    expect(document.querySelector('a[href="/warenkorb"]')?.textContent).toBe('Warenkorb');
    off();
    bus.emit({ type: 'basket:changed', v: 1, count: 5 });
    expect(document.querySelector('a[href="/warenkorb"]')?.textContent).toBe('Warenkorb');
    bus.close();
  });

  it('ignores counts that are not whole positive numbers, and pages without the badge', () => {
    header();
    showCount(document, 'basket', Number.NaN);
    expect(document.querySelector('[data-sf-count="basket"]')?.textContent).toBe('');
    document.body.innerHTML = '';
    expect(() => showCount(document, 'basket', 3)).not.toThrow();
  });
});
