import escape from 'escape-html';
/** Escapes text for HTML element content and double-quoted attribute values (`escape-html`). */
export const escapeHtml: (value: string) => string = escape;
