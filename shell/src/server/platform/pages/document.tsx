import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PlatformSession } from '../sessions';

/** The dashboard's pages and their paths. */
export const PLATFORM_PAGES = [
  { path: '/_platform', label: 'Versions' },
  { path: '/_platform/fragments', label: 'Fragments' },
  { path: '/_platform/vitals', label: 'Web vitals' },
  { path: '/_platform/audit', label: 'Audit log' },
] as const;

/** Styles of every platform page: one sheet, carried by the page's nonce (no style attributes anywhere). */
const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1a1a1a;background:#fff}
body{margin:0}
a{color:#005a70}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,summary:focus-visible{outline:3px solid #005a70;outline-offset:2px}
.skip{position:absolute;left:-10000px;top:0}
.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem;z-index:1}
header{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between;padding:.75rem 1.5rem;background:#1e4a5e;color:#fff}
header a,header .who{color:#fff}
header .who{display:flex;gap:.75rem;align-items:center}
header nav ul{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;margin:0;padding:0}
header nav a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}
header form{display:inline}
button{font:inherit;min-height:2.75rem;padding:.25rem 1rem;border:2px solid currentColor;border-radius:4px;background:#fff;color:#1e4a5e;cursor:pointer}
main{padding:1rem 1.5rem 3rem;max-width:80rem}
h1{font-size:1.75rem;margin:.5rem 0 1rem}
h2{font-size:1.3rem;margin:2rem 0 .5rem}
h3{font-size:1rem;margin:1rem 0 .25rem}
table{border-collapse:collapse;margin:.5rem 0 1.5rem;min-width:20rem}
caption{text-align:left;font-weight:700;padding:.25rem 0}
th,td{border:1px solid #767676;padding:.3rem .6rem;text-align:left;vertical-align:top}
td.num{text-align:right;font-variant-numeric:tabular-nums}
.note{color:#4a4a4a}
.good{fill:#1b7f3b}.ni{fill:#a15c00}.poor{fill:#c62828}.bar{fill:#1e4a5e}
.rule{stroke:#4a4a4a;stroke-dasharray:4 3}
svg text{font-size:12px;fill:#1a1a1a}
.legend{display:flex;gap:1.5rem;list-style:none;padding:0;margin:.25rem 0}
.swatch{display:inline-block;width:1rem;height:1rem;margin-right:.35rem;vertical-align:-.15rem;border:1px solid #1a1a1a}
.swatch.good{background:#1b7f3b}.swatch.ni{background:#a15c00}.swatch.poor{background:#c62828}
form.login{display:grid;gap:.75rem;max-width:22rem}
label{font-weight:600}
input{font:inherit;padding:.4rem;border:1px solid #595959;border-radius:4px;min-height:2.25rem}
.error{color:#b00020;font-weight:600}
.done{color:#1b5e20;font-weight:600}
.release{display:flex;flex-wrap:wrap;gap:.5rem}
.figure{overflow-x:auto}
`;

export interface DocumentProps {
  readonly title: string;
  readonly nonce: string;
  /** The signed-in member (none on the login page). */
  readonly session?: PlatformSession | null;
  /** The path of the current page (navigation's `aria-current`). */
  readonly current?: string;
  readonly children: ReactNode;
}

function PlatformDocument({ title, nonce, session, current, children }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · Platform`}</title>
        <style nonce={nonce}>{STYLE}</style>
      </head>
      <body>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header>
          <span>Storefront platform</span>
          {session ? (
            <>
              <nav aria-label="Platform">
                <ul>
                  {PLATFORM_PAGES.map((p) => (
                    <li key={p.path}>
                      <a href={p.path} aria-current={p.path === current ? 'page' : undefined}>
                        {p.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="who">
                {session.name} ({session.role}){' '}
                <form method="post" action="/_platform/logout">
                  <input type="hidden" name="csrf" value={session.csrf} />
                  <button type="submit">Log out</button>
                </form>
              </div>
            </>
          ) : null}
        </header>
        <main id="main" tabIndex={-1}>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

/** A full platform page as HTML. */
export function renderPlatformPage(props: DocumentProps): string {
  return `<!doctype html>${renderToStaticMarkup(<PlatformDocument {...props} />)}`;
}

/** Numbers as the tables show them. */
export function formatMs(ms: number | null): string {
  return ms === null ? '–' : `${Math.round(ms).toLocaleString('en')} ms`;
}

export function formatShare(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}
