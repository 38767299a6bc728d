import { serializeForScript, type Locale, type TenantId } from '@sf/contracts';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LOCALES: readonly Locale[] = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'];
/** The harness's shortcuts: a category, a department, a product (the seed's first), a 404. */
const HARNESS_PAGES = [['category', 'category'], ['product', 'product'], ['404', 'not-found']] as const;

/** Input of {@link harnessPage}. */
export interface HarnessPageInput {
  readonly tenant: TenantId;
  readonly locale: Locale;
  readonly routeId: string;
  /** The fragment body (slot + state script), or a fallback slot when the server failed. */
  readonly fragment: string;
  readonly head: string;
  readonly slot: string;
  readonly expose: string;
}

/**
 * The harness page: a minimal stand-in for the composed page (head, a navigation to every route in
 * every locale, `<main>` with the fragment, a log of bus events) that loads the harness client,
 * which mounts the remote into the slot with the real shell context.
 */
export function harnessPage(input: HarnessPageInput): string {
  const config = {
    tenant: input.tenant,
    locale: input.locale,
    slot: input.slot,
    expose: input.expose,
    manifestUrl: '/_assets/mf-manifest.json',
  };
  const links = LOCALES.map((locale) => {
    const items = HARNESS_PAGES.map(([label, route]) => {
      const href = `/?route=${route}&locale=${locale}`;
      const current = route === input.routeId && locale === input.locale ? ' aria-current="page"' : '';
      return `<li><a href="${escape(href)}"${current}>${escape(label)}</a></li>`;
    }).join('');
    return `<li>${locale}<ul>${items}</ul></li>`;
  }).join('');
  return `<!doctype html><html lang="${escape(input.locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>mfe-catalog harness · ${escape(input.routeId)} · ${escape(input.locale)}</title>
${input.head}
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;display:grid;grid-template-columns:16rem 1fr;min-height:100vh}
nav{background:#f5f5f5;padding:1rem;font-size:.875rem;overflow:auto} nav ul{padding-left:1rem;margin:.25rem 0 .75rem}
nav a{color:#05657a} nav a[aria-current]{font-weight:700} main{padding:1rem}
aside{grid-column:1/-1;border-top:1px solid #ccc;padding:.5rem 1rem;font:12px monospace;max-height:12rem;overflow:auto}
</style></head><body>
<nav aria-label="Harness"><p><strong>mfe-catalog</strong> alone</p>
<ul>${links}</ul></nav>
<main id="main">${input.fragment}</main>
<aside aria-label="Harness log"><ol id="harness-log"></ol></aside>
<script type="application/json" id="harness-config">${serializeForScript(config)}</script>
<script type="module" src="/_harness/client.js"></script>
</body></html>`;
}
