/**
 * The credit widget's only script (inline, with the page's nonce; ~1.5 KB): on the first click of
 * "open the calculator" it loads the modal's HTML from `/api/credit/dialog` into a `<dialog>`, asks
 * again on every change of term or pause, and closes on the close button or Escape (focus returns to
 * the link). Without JavaScript the link opens the calculator page with the price.
 */
export const WIDGET_SCRIPT = `(()=>{if(window.__sfcWidget)return;window.__sfcWidget=1;
let d,opener;const load=async q=>{try{const r=await fetch('/api/credit/dialog?'+q,{headers:{accept:'text/html'}});if(!r.ok)throw 0;return await r.text()}catch(e){return null}};
const show=async(q,focusId)=>{const html=await load(q);if(html===null){location.href=opener.href;return}d.innerHTML=html;
if(!d.open)d.showModal();const el=focusId&&d.querySelector('#'+focusId);(el||d.querySelector('select,button')).focus()};
const query=f=>{const p=new URLSearchParams(new FormData(f));if(!p.has('pause'))p.set('pause','0');return p.toString()};
document.addEventListener('click',e=>{const a=e.target.closest&&e.target.closest('[data-sfc-open]');
if(a){e.preventDefault();opener=a;if(!d){d=document.createElement('dialog');d.className='sfc-dialog';d.setAttribute('aria-labelledby','sfc-dialog-title');document.body.append(d);
d.addEventListener('change',ev=>{const f=ev.target.form;if(f)show(query(f),ev.target.id)});
d.addEventListener('submit',ev=>{ev.preventDefault();show(query(ev.target))});
d.addEventListener('click',ev=>{if(ev.target.closest('[data-sfc-close]'))d.close()});
d.addEventListener('close',()=>opener&&opener.focus())}
show(a.getAttribute('data-sfc-query'));}})})();`;
