import { keepFocusAboveBanner } from './consent-focus';

const rect = (top: number, height: number) =>
  ({
    top,
    bottom: top + height,
    height,
    left: 0,
    right: 800,
    width: 800,
    x: 0,
    y: top,
    toJSON: () => ({}),
  }) as DOMRect;

function setup() {
  document.body.innerHTML = `
    <main><input aria-label="Vorname" id="high"><input aria-label="PLZ" id="low"></main>
    <section data-sf-consent aria-label="Cookies"><button type="button">Alle akzeptieren</button></section>`;
  const banner = document.querySelector<HTMLElement>('[data-sf-consent]')!;
  banner.getBoundingClientRect = () => rect(465, 255); // 1280×720: the banner's top at 465 px
  document.getElementById('high')!.getBoundingClientRect = () => rect(100, 40);
  document.getElementById('low')!.getBoundingClientRect = () => rect(600, 40); // under the banner
  const scrollBy = jest.fn();
  window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
  return { banner, scrollBy, room: keepFocusAboveBanner(document, banner) };
}

describe('keepFocusAboveBanner', () => {
  afterEach(() => {
    document.documentElement.style.scrollPaddingBottom = '';
    document.body.style.paddingBottom = '';
  });

  it('gives the page room below its end and scroll padding as tall as the shown banner, none once hidden', () => {
    const { banner, room } = setup();
    room.update();
    expect(document.body.style.paddingBottom).toBe('255px');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('255px');
    banner.hidden = true;
    room.update();
    expect(document.body.style.paddingBottom).toBe('');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  it("follows the banner's size with a ResizeObserver, without reading its layout in the script (decision 0297)", () => {
    const observed: Array<{ target: Element; report: ResizeObserverCallback }> = [];
    class FakeObserver {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        observed.push({ target, report: this.report });
      }
      unobserve() {}
      disconnect() {}
    }
    const win = window as Window & { ResizeObserver?: unknown };
    const before = win.ResizeObserver;
    win.ResizeObserver = FakeObserver;
    try {
      const { banner, room } = setup();
      const measure = jest.spyOn(banner, 'getBoundingClientRect');
      room.update();
      expect(measure).not.toHaveBeenCalled();
      expect(observed.map((o) => o.target)).toEqual([banner]);
      const report = (blockSize: number) =>
        observed[0]!.report(
          [
            {
              target: banner,
              borderBoxSize: [{ blockSize, inlineSize: 800 }],
            } as unknown as ResizeObserverEntry,
          ],
          {} as ResizeObserver,
        );
      report(254.4);
      expect(document.body.style.paddingBottom).toBe('255px');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('255px');
      banner.hidden = true;
      report(0);
      expect(document.body.style.paddingBottom).toBe('');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    } finally {
      win.ResizeObserver = before;
    }
  });

  it('scrolls a focused field out from under the banner, and leaves one above it alone', () => {
    const { scrollBy } = setup();
    document.getElementById('high')!.focus();
    expect(scrollBy).not.toHaveBeenCalled();
    document.getElementById('low')!.focus();
    expect(scrollBy).toHaveBeenCalledWith({ top: 640 - 465 + 16, behavior: 'instant' });
  });

  it('leaves the page where it is when the focus comes from a pointer press, and scrolls again after a key', () => {
    const { scrollBy } = setup();
    const low = document.getElementById('low')!;
    low.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    low.focus();
    expect(scrollBy).not.toHaveBeenCalled();
    low.blur();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    low.focus();
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it('does nothing for focus inside the banner or while it is hidden', () => {
    const { banner, scrollBy } = setup();
    banner.querySelector('button')!.focus();
    banner.hidden = true;
    document.getElementById('low')!.focus();
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
