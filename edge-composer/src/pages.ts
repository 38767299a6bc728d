import type { Locale } from '@sf/contracts';
import { escapeHtml } from './html';
import type { ComposerTexts } from './texts';

/** Links of the error pages: home and the site search of the locale. */
export interface ErrorPageLinks {
  readonly home: string;
  readonly search: string;
}

const ERROR_STYLE =
  '<style>.sf-error-page{max-width:40rem;margin:2rem auto;padding:0 1rem;font-family:Arial,Helvetica,sans-serif}' +
  '.sf-error-page a{color:#046074}</style>';

/** Main content of the 404 page: heading, explanation, a link home and one to the search. */
export function notFoundContent(texts: ComposerTexts, links: ErrorPageLinks): string {
  return (
    `${ERROR_STYLE}<div class="sf-error-page" data-sf-status="404"><h1>${escapeHtml(texts.notFoundHeading)}</h1>` +
    `<p>${escapeHtml(texts.notFoundText)}</p><ul>` +
    `<li><a href="${escapeHtml(links.home)}">${escapeHtml(texts.homeLink)}</a></li>` +
    `<li><a href="${escapeHtml(links.search)}">${escapeHtml(texts.searchLink)}</a></li></ul></div>`
  );
}

/**
 * The whole 500 page: composed by the composer alone (whatever failed may be what the chrome
 * needs), localized, no stack trace, no script.
 */
export function serverErrorPage(
  texts: ComposerTexts,
  locale: Locale,
  links: ErrorPageLinks,
  requestId: string,
): string {
  return (
    `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(texts.serverErrorHeading)} | ${escapeHtml(texts.shopTitle)}</title>${ERROR_STYLE}</head><body>` +
    `<main id="main"><div class="sf-error-page" data-sf-status="500"><h1>${escapeHtml(texts.serverErrorHeading)}</h1>` +
    `<p>${escapeHtml(texts.serverErrorText)}</p><p><a href="${escapeHtml(links.home)}">${escapeHtml(texts.homeLink)}</a></p>` +
    `<p><small>${escapeHtml(texts.referenceLabel)}: ${escapeHtml(requestId)}</small></p></div></main></body></html>`
  );
}

/** The fallback slot of a fragment that failed or timed out (the remote mounts into it on the client). */
export function fallbackSlot(remote: string, routeId: string, text: string): string {
  return (
    `<div data-sf-slot="${escapeHtml(remote)}" data-sf-route="${escapeHtml(routeId)}" data-sf-fallback>` +
    `<p role="status">${escapeHtml(text)}</p></div>`
  );
}
