import { isBusEvent, serializeForScript, type BusEvent } from '@sf/contracts';

/**
 * Bus events of a change made without JavaScript (decision 0088): the form post answered 303, so the
 * page it lands on announces the change. The events are dispatched on `window` as the event bus does
 * (`CustomEvent`, type = name, detail = event) once the page has loaded, so listeners of the shell
 * and remotes that load after the markup hear them, and posted to the bus's BroadcastChannel
 * (`sf-bus`) for other tabs, with this window's bus source id so this tab's bus ignores the echo.
 */
const SCRIPT = `(function(ev){var k=Symbol.for('sf.event-bus.source-id'),id=window[k];if(!id){id=Date.now().toString(36)+'-'+Math.random().toString(36).slice(2);Object.defineProperty(window,k,{value:id})}
function go(){ev.forEach(function(e){dispatchEvent(new CustomEvent(e.type,{detail:e}));try{var c=new BroadcastChannel('sf-bus');c.postMessage({source:id,event:e});c.close()}catch(x){}})}
if(document.readyState==='complete')go();else addEventListener('load',go,{once:true})})`;

/** The inline script (the page's CSP nonce) emitting `events`; empty without a nonce or events (the CSP would block it). */
export function changeEventsScript(events: readonly BusEvent[], nonce: string | null): string {
  const valid = events.filter((e) => isBusEvent(e));
  if (!nonce || valid.length === 0) return '';
  const attr = nonce.replace(/[^A-Za-z0-9+/=_-]/g, '');
  return `<script nonce="${attr}">${SCRIPT}(${serializeForScript(valid)})</script>`;
}
