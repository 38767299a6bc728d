/**
 * The header search (`form[data-sf-search]`, a POST form that records the term and leads to /s/<term>, without JavaScript too):
 * an empty term is not sent; the spec's message ("Bitte geben Sie zunächst Ihren Suchbegriff
 * ein.", from the form's `data-empty-message`) is shown in the form's live region and the input
 * is marked invalid and focused.
 */
export function enhanceSearchForm(doc: Document): void {
  for (const form of doc.querySelectorAll<HTMLFormElement>('form[data-sf-search]')) {
    const input = form.querySelector<HTMLInputElement>('input[type="search"]');
    const message = form.querySelector<HTMLElement>('[data-sf-search-message]');
    if (!input || !message) continue;
    form.noValidate = true;
    const clear = () => {
      input.removeAttribute('aria-invalid');
      message.textContent = '';
    };
    input.addEventListener('input', clear);
    form.addEventListener('submit', (event) => {
      if (input.value.trim() !== '') {
        clear();
        return;
      }
      event.preventDefault();
      input.setAttribute('aria-invalid', 'true');
      message.textContent = form.dataset.emptyMessage ?? '';
      input.focus();
    });
  }
}
