import { createInstance, getInstance } from '@module-federation/enhanced/runtime';
import * as singleSpa from 'single-spa';
import { readBootPayload } from './client/boot-payload';
import type { FederationRuntime } from './client/federation';
import { readLiteHandoff } from './client/lite-handoff';
import { startShell } from './client/start-shell';

const payload = readBootPayload(document);
if (payload) {
  // The build plugin created the host instance; registered remotes join it (no URL in the build).
  const runtime: FederationRuntime = getInstance() ?? createInstance({ name: 'shell', remotes: [] });
  startShell({ win: window, payload, runtime, singleSpa, lite: readLiteHandoff(window) });
}
