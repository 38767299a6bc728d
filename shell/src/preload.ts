// The shell's deferred script (`preload.<hash>.js`): the light entry adds it after the page's load
// event; once the network is idle it fetches what the first intent will load into the cache — the
// federated host and the remote of the page's main slot (decision 0135) — and then, in an idle period,
// tells the light entry, which starts the host and hydrates the main slot's remote (decision 0294).
import { PRELOADED_EVENT } from './client/lite-handoff';
import { readBootPayload } from './client/boot-payload';
import { afterLoadWhenIdle, preloadWhenIdle, RUN_QUIET_MS } from './client/preload';

const payload = readBootPayload(document);
if (payload)
  void preloadWhenIdle({ win: window, payload }).then((list) => {
    // the files' own fetches are resources too: once they have been quiet a while, the host runs them
    if (list)
      afterLoadWhenIdle(window, () => document.dispatchEvent(new Event(PRELOADED_EVENT)), RUN_QUIET_MS);
  });
