/**
 * Disclosure behaviour for the server-rendered navigation flyouts. Without JavaScript the
 * flyouts open on hover and keyboard focus (CSS). With it, each item's toggle button
 * (`[data-sf-flyout-toggle]`, hidden in the HTML) opens and closes its panel with
 * `aria-expanded`, Escape closes and returns focus to the toggle, a click outside closes, and the
 * CSS focus-opening is switched off (`data-sf-enhanced` on the nav) so Tab does not walk through
 * every panel.
 */
export function enhanceNavMenu(doc: Document): void {
  const nav = doc.querySelector<HTMLElement>('[data-sf-nav]');
  if (!nav) return;
  const toggles = [...nav.querySelectorAll<HTMLButtonElement>('[data-sf-flyout-toggle]')];
  const panelOf = (button: HTMLButtonElement) =>
    doc.getElementById(button.getAttribute('aria-controls') ?? '');
  const setOpen = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    const panel = panelOf(button);
    if (panel) panel.toggleAttribute('data-open', open);
  };
  const closeAll = (except?: HTMLButtonElement) => {
    for (const t of toggles) if (t !== except) setOpen(t, false);
  };

  for (const button of toggles) {
    button.hidden = false;
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      closeAll(button);
      setOpen(button, open);
    });
  }
  nav.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = toggles.find((t) => t.getAttribute('aria-expanded') === 'true');
    if (!open) return;
    setOpen(open, false);
    open.focus();
  });
  doc.addEventListener('click', (event) => {
    if (!nav.contains(event.target as Node)) closeAll();
  });
  nav.setAttribute('data-sf-enhanced', '');
}
