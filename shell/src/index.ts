// The host's entry only starts the async boundary: shared singletons are negotiated before
// bootstrap runs (Module Federation host pattern).
import('./bootstrap').catch((error: unknown) => console.error('[shell] the shell could not start', error));
