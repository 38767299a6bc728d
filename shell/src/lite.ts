// The shell's first script on a page (what the composer's loader adds after the first paint): the
// chrome's enhancements and the page-view id, without the federation runtime, single-spa or i18n.
// The federated host (`main.<hash>.js`, this build's sibling) loads only when the page needs it
// (decision 0035).
import { getEventBus } from '@sf/event-bus';
import { readBootPayload } from './client/boot-payload';
import { writeLiteHandoff } from './client/lite-handoff';
import { manageServiceWorker } from './client/service-worker';
import { startChrome } from './client/start-chrome';
import { addScriptAfterLoad } from './client/vitals';

declare const __SF_HOST_ENTRY__: string;
declare const __SF_DEFERRED_ENTRIES__: Readonly<Record<string, string>>;

const script = document.currentScript as HTMLScriptElement | null;
const hostUrl = new URL(__SF_HOST_ENTRY__, script?.src ?? document.baseURI).href;

const payload = readBootPayload(document);
startChrome({
  win: window,
  bus: getEventBus(),
  payload,
  loadHost: (handoff) => {
    writeLiteHandoff(window, handoff);
    const s = document.createElement('script');
    s.src = hostUrl;
    document.body.append(s);
  },
});
// the page's web vitals: their reporter is a script of its own, added after the load event
const vitals = __SF_DEFERRED_ENTRIES__['vitals'];
if (payload && vitals) addScriptAfterLoad(window, new URL(vitals, script?.src ?? document.baseURI).href);
// the shop's service worker after the load event, or its removal when the platform turned it off (decision 0155)
manageServiceWorker(window, payload?.serviceWorker);
// what the first intent will load (the host, the main slot's remote), fetched into the cache once the
// page is loaded and the network idle, not run: a script of its own, added after the load event (decision 0135)
const preload = __SF_DEFERRED_ENTRIES__['preload'];
if (payload && preload) addScriptAfterLoad(window, new URL(preload, script?.src ?? document.baseURI).href);
