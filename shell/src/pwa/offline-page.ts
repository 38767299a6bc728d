/**
 * The offline page per locale (decision 0155): static HTML made at build time (`dist/client/offline/<locale>.html`),
 * precached by the service worker and shown when a navigation fails. No script, no request but its own
 * pictures: a heading, what happened, a link that tries the same address again, and the section of the
 * products last viewed, which the worker fills in or removes (`withRecentProducts`).
 */
import type { Locale } from '@sf/contracts';
import { createIntlFor } from '@sf/i18n';
import { createPalette, FONT_FAMILY } from '@sf/tokens';
import { SHELL_MESSAGES } from '../messages';
import { RECENT_MARKERS } from './sw-rules';

/** Every locale of the shop: one offline page each. */
export const OFFLINE_LOCALES: readonly Locale[] = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'];

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function styles(): string {
  const light = createPalette({ whiteLabel: false, scheme: 'light' });
  const dark = createPalette({ whiteLabel: false, scheme: 'dark' });
  const scheme = (p: typeof light) =>
    `body{background:${p.background.default};color:${p.text.primary}}` +
    `a{color:${p.text.link}}a:hover{color:${p.text.linkHover}}` +
    `:focus-visible{outline:2px solid ${p.focusRing};outline-offset:2px}` +
    `.brand{color:${p.text.secondary}}li a{border-color:${p.divider}}`;
  return (
    `:root{color-scheme:light dark}body{margin:0;font-family:${FONT_FAMILY};line-height:1.5}` +
    'main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.75rem;margin:.5rem 0 1rem}' +
    'h2{font-size:1.25rem;margin:2rem 0 .5rem}.brand{font-weight:700;margin:0}' +
    '.retry{display:inline-block;min-height:44px;line-height:44px;font-weight:700}' +
    'ul{list-style:none;margin:0;padding:0}li a{display:flex;align-items:center;gap:1rem;min-height:44px;' +
    'padding:.5rem 0;border-bottom:1px solid}li img{flex:none;object-fit:cover}' +
    scheme(light) +
    `@media (prefers-color-scheme:dark){${scheme(dark)}}`
  );
}

/** The offline page of one locale, with the markers of the "last viewed" section. */
export function renderOfflinePage(locale: Locale): string {
  const intl = createIntlFor(locale, SHELL_MESSAGES);
  const t = (id: string) => escape(intl.formatMessage({ id }));
  return (
    `<!doctype html><html lang="${escape(locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${t('shell.offline.title')} | ${t('shell.header.brand')}</title><style>${styles()}</style></head>` +
    `<body><main><p class="brand">${t('shell.header.brand')}</p><h1>${t('shell.offline.heading')}</h1>` +
    `<p>${t('shell.offline.text')}</p><p><a class="retry" href="">${t('shell.offline.retry')}</a></p>` +
    `${RECENT_MARKERS.start}<section aria-labelledby="sf-recent"><h2 id="sf-recent">${t('shell.offline.recent')}</h2>` +
    `<p>${t('shell.offline.recentHint')}</p><ul>${RECENT_MARKERS.items}</ul></section>${RECENT_MARKERS.end}` +
    '</main></body></html>'
  );
}
