// The shell's first script on a page (what the composer's loader adds after the first paint): the
// chrome's enhancements and the page-view id, without the federation runtime, single-spa or i18n.
// The federated host (`main.<hash>.js`, this build's sibling) loads only when the page needs it
// (decision 0035).
import { getEventBus } from '@sf/event-bus';
import { readBootPayload } from './client/boot-payload';
import { writeLiteHandoff } from './client/lite-handoff';
import { startChrome } from './client/start-chrome';

declare const __SF_HOST_ENTRY__: string;

const script = document.currentScript as HTMLScriptElement | null;
const hostUrl = new URL(__SF_HOST_ENTRY__, script?.src ?? document.baseURI).href;

startChrome({
  win: window,
  bus: getEventBus(),
  payload: readBootPayload(document),
  loadHost: (handoff) => {
    writeLiteHandoff(window, handoff);
    const s = document.createElement('script');
    s.src = hostUrl;
    document.body.append(s);
  },
});
