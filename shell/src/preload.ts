// The shell's deferred script (`preload.<hash>.js`): the light entry adds it after the page's load
// event; once the network is idle it fetches what the first intent will load into the cache — the
// federated host and the remote of the page's main slot — without running any of it (decision 0135).
import { readBootPayload } from './client/boot-payload';
import { preloadWhenIdle } from './client/preload';

const payload = readBootPayload(document);
if (payload) void preloadWhenIdle({ win: window, payload });
