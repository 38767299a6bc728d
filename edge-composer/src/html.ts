import escape from 'escape-html';
/** Escapes text for HTML element content and double-quoted attribute values (`escape-html`). */
export const escapeHtml: (value: string) => string = escape;

/** Encodes a string as UTF-8 bytes for a response stream. */
export const encoder = new TextEncoder();
