import { serializeForScript, type Locale, type TenantId } from '@sf/contracts';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The locales the harness offers (every shop locale). */
export const HARNESS_LOCALES: readonly Locale[] = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'];

/** What the browser side of the harness needs to mount the remote (read from `#harness-config`). */
export interface HarnessClientConfig {
  readonly remote: string;
  readonly federationName: string;
  readonly tenant: TenantId;
  readonly locale: Locale;
  /** Slot / state name, e.g. `mfe-newsletter` (pages) or `mfe-newsletter-sheet` (widget). */
  readonly slot: string;
  /** Exposed module, e.g. `./app`. */
  readonly expose: string;
  readonly manifestUrl: string;
}

/** Input of {@link harnessPage}. */
export interface HarnessPageInput {
  readonly config: HarnessClientConfig;
  readonly routeId: string;
  /**
   * The page's boot payload script with its `routes` and `links` (what `@sf/i18n` links with in the
   * browser, decision 0235), as the composer writes it; none: the snapshot.
   */
  readonly boot?: string;
  /** The fragment body (slot + state script), or a fallback slot when the server failed. */
  readonly fragment: string;
  readonly head: string;
  /** `/?route=` shortcuts per locale: label and route. */
  readonly shortcuts: readonly { readonly label: string; readonly route: string }[];
  /** Extra links in the harness navigation (the dev mailbox, say). */
  readonly links: readonly { readonly label: string; readonly href: string }[];
}

/**
 * The harness page: a minimal stand-in for the composed page (head, the shortcuts in every locale,
 * `<main>` with the fragment, a log of bus events) that loads the harness client, which mounts the
 * remote into the slot with the real shell context.
 */
export function harnessPage(input: HarnessPageInput): string {
  const { config } = input;
  const links = HARNESS_LOCALES.map((locale) => {
    const items = input.shortcuts
      .map(({ label, route }) => {
        const current = route === input.routeId && locale === config.locale ? ' aria-current="page"' : '';
        return `<li><a href="${escape(`/?route=${route}&locale=${locale}`)}"${current}>${escape(label)}</a></li>`;
      })
      .join('');
    return `<li>${locale}<ul>${items}</ul></li>`;
  }).join('');
  const extra = input.links.map((l) => ` · <a href="${escape(l.href)}">${escape(l.label)}</a>`).join('');
  return `<!doctype html><html lang="${escape(config.locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(config.remote)} harness · ${escape(input.routeId)} · ${escape(config.locale)}</title>
${input.head}
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;display:grid;grid-template-columns:16rem 1fr;min-height:100vh}
nav{background:#f5f5f5;padding:1rem;font-size:.875rem;overflow:auto} nav ul{padding-left:1rem;margin:.25rem 0 .75rem}
nav a{color:#05657a} nav a[aria-current]{font-weight:700} main{padding:1rem}
aside{grid-column:1/-1;border-top:1px solid #ccc;padding:.5rem 1rem;font:12px monospace;max-height:12rem;overflow:auto}
</style></head><body>
<nav aria-label="Harness"><p><strong>${escape(config.remote)}</strong> alone${extra}</p>
<ul>${links}</ul></nav>
<main id="main">${input.fragment}</main>
<aside aria-label="Harness log"><ol id="harness-log"></ol></aside>
${input.boot ?? ''}
<script type="application/json" id="harness-config">${serializeForScript(config)}</script>
<script type="module" src="/_harness/client.js"></script>
</body></html>`;
}
