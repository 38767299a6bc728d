/**
 * Keeps what the shopper focuses with the keyboard on the page out from under the fixed consent
 * banner (WCAG 2.2 SC 2.4.11, focus not obscured): while the banner shows, the page gets room below
 * its end (body padding as tall as the banner, added at the bottom: nothing above it moves) and the
 * scroll padding that makes the browser's own focus scrolling stop above the banner; a focused
 * element still under it (the browser saw it "in view") is scrolled up. Not when the focus comes
 * from a pointer press: the shopper pressed what they see, and a scroll between the press and the
 * release moves another part of the page under the pointer, so the click lands there (a product
 * tile half under the banner did not open; decision 0293). `update()` after the banner is shown or
 * hidden (a browser with `ResizeObserver` follows the banner's size by itself).
 */
export function keepFocusAboveBanner(doc: Document, banner: HTMLElement): { update(): void } {
  const win = doc.defaultView;
  const root = doc.documentElement;
  const apply = (height: number) => {
    root.style.scrollPaddingBottom = height ? `${height}px` : '';
    doc.body.style.paddingBottom = height ? `${height}px` : '';
  };
  // the banner's height as the browser's own layout finds it (a ResizeObserver reports it after the
  // frame's layout, and 0 once hidden): reading it in the script that shows the banner forced a layout
  // of the whole page into the chrome's task (decision 0297)
  const Observer = (win as (Window & { ResizeObserver?: typeof ResizeObserver }) | null)?.ResizeObserver;
  const observer = Observer
    ? new Observer((entries) => {
        const box = entries[entries.length - 1]?.borderBoxSize?.[0];
        apply(banner.hidden || !box ? 0 : Math.ceil(box.blockSize));
      })
    : null;
  observer?.observe(banner);
  const update = () => {
    if (!observer) apply(banner.hidden ? 0 : Math.ceil(banner.getBoundingClientRect().height));
  };
  // how the shopper moves last: a press (mouse, touch, pen) or a key (Tab, a shortcut). A touch's
  // focus comes after its pointerup (with the compatibility mousedown), so a press counts until a key.
  let pressed = false;
  doc.addEventListener('pointerdown', () => (pressed = true), { capture: true, passive: true });
  doc.addEventListener('keydown', () => (pressed = false), { capture: true, passive: true });
  doc.addEventListener('focusin', (event) => {
    const target = event.target;
    if (pressed || banner.hidden || !banner.isConnected || !win || !(target instanceof win.HTMLElement))
      return;
    if (banner.contains(target)) return;
    const covered = target.getBoundingClientRect().bottom - banner.getBoundingClientRect().top;
    if (covered > 0) win.scrollBy?.({ top: covered + 16, behavior: 'instant' });
  });
  if (!observer) win?.addEventListener('resize', update);
  return { update };
}
