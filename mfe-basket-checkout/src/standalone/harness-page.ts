import type { Locale } from '@sf/contracts';
import type { CatalogFixtureRow } from '../server/integration/catalog-double';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The harness page: the catalog double's offers with an add button each, a header-like basket link
 * with the count badge, and the basket as JSON. Adding posts to `/api/basket/items` and emits
 * `basket:changed` with the answered count, as the product page does; errors show the server's
 * localized message. Development only (no CSP, inline script).
 */
export function harnessPage(locale: Locale, rows: readonly CatalogFixtureRow[]): string {
  const items = rows
    .map(
      (r) =>
        `<li>${esc(r.name.de)} ${esc(r.label ?? '')} <code>${esc(r.sku)}</code> <button type="button" data-sku="${esc(r.sku)}">+1</button> <button type="button" data-sku="${esc(r.sku)}" data-quantity="5">+5</button></li>`,
    )
    .join('');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>mfe-basket-checkout harness</title>
<style>body{font-family:Arial,sans-serif;margin:2rem}#count{display:inline-block;min-width:1.75rem;text-align:center;background:#068099;color:#fff;border-radius:.6rem}#count:empty{visibility:hidden}</style></head>
<body><header><a href="#basket">Warenkorb<span id="count" aria-hidden="true"></span></a></header>
<main><h1>Basket harness (${esc(locale)})</h1><p>Locale: <a href="?locale=de-DE">de-DE</a> · <a href="?locale=de-CH">de-CH (CHF)</a> · <a href="?locale=fr-CH">fr-CH</a> · <a href="?locale=nl-NL">nl-NL</a></p>
<ul>${items}</ul><p role="alert" id="message"></p><h2 id="basket">Basket</h2><pre id="json"></pre></main>
<script>
const locale=${JSON.stringify(locale)};
const show=(b)=>{document.getElementById('json').textContent=JSON.stringify(b,null,2);};
addEventListener('basket:changed',(e)=>{document.getElementById('count').textContent=e.detail.count||'';});
async function load(){const r=await fetch('/api/basket?locale='+locale);const j=await r.json();show(j.basket);dispatchEvent(new CustomEvent('basket:changed',{detail:{type:'basket:changed',v:1,count:j.basket.count}}));}
document.querySelectorAll('button[data-sku]').forEach((b)=>b.addEventListener('click',async()=>{
  const r=await fetch('/api/basket/items?locale='+locale,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({sku:b.dataset.sku,quantity:Number(b.dataset.quantity||1)})});
  const j=await r.json();document.getElementById('message').textContent=j.error?j.error.message:'';
  if(j.basket){show(j.basket);dispatchEvent(new CustomEvent('basket:changed',{detail:{type:'basket:changed',v:1,count:j.basket.count}}));}
}));
load();
</script></body></html>`;
}
