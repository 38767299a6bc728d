/**
 * Browser side of the isolated harness: the shell's context for one remote — the real event bus,
 * the real session manager, the federation runtime — and a mount into the slot the harness server
 * filled with the fragment (so hydration is exercised). Bundled by `runHarness` with esbuild.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import { isRemoteLifecycles, slotSelector, type RemoteProps } from '@sf/contracts';
import { getEventBus } from '@sf/event-bus';
import { routesOf, type RemoteName } from '@sf/i18n';
import {
  createSessionManager,
  LOGIN_STATE_COOKIE,
  parseCookies,
  parseLoginState,
  SESSION_TOKEN_COOKIE,
} from '@sf/session';
import type { HarnessClientConfig } from '../harness-page';

function log(line: string): void {
  const list = document.getElementById('harness-log');
  const item = document.createElement('li');
  item.textContent = `${new Date().toISOString().slice(11, 23)} ${line}`;
  list?.prepend(item);
}

async function start(): Promise<void> {
  const config = JSON.parse(
    document.getElementById('harness-config')?.textContent ?? '{}',
  ) as HarnessClientConfig;
  const slot = document.querySelector<HTMLElement>(slotSelector(config.slot));
  if (!slot) throw new Error(`no slot ${config.slot}`);
  const bus = getEventBus();
  for (const type of [
    'route:changed',
    'toast:add',
    'session:changed',
    'login:requested',
    'basket:changed',
    'wishlist:changed',
  ] as const) {
    bus.on(type, (event) => log(`bus ${JSON.stringify(event)}`));
  }
  const session = createSessionManager({
    bus,
    load: async () => {
      const cookies = parseCookies(document.cookie);
      return {
        token: cookies[SESSION_TOKEN_COOKIE] ?? null,
        loginState: parseLoginState(cookies[LOGIN_STATE_COOKIE]),
      };
    },
  });
  await session.ready;
  const runtime = createInstance({
    name: `${config.federationName}_harness`,
    remotes: [{ name: config.federationName, entry: config.manifestUrl }],
  });
  const started = performance.now();
  const mod = await runtime.loadRemote<unknown>(
    `${config.federationName}/${config.expose.replace(/^\.\//, '')}`,
  );
  if (!isRemoteLifecycles(mod)) throw new Error('the remote did not expose single-spa lifecycles');
  const props: RemoteProps = {
    tenant: config.tenant,
    locale: config.locale,
    routes: routesOf(config.remote as RemoteName, config.locale),
    eventBus: bus,
    session,
    domElement: slot,
  };
  const serverNode = slot.firstElementChild;
  await mod.bootstrap(props);
  await mod.mount(props);
  await new Promise((r) => setTimeout(r, 0));
  const kept = serverNode !== null && slot.firstElementChild === serverNode;
  const how =
    serverNode === null
      ? 'rendered (no server HTML)'
      : kept
        ? 'hydrated (server DOM kept)'
        : 'rendered fresh (server DOM replaced)';
  log(`${how}: ${config.slot} ${config.expose} in ${Math.round(performance.now() - started)} ms`);
  document.documentElement.dataset['harnessHydrated'] = String(kept);
  document.documentElement.dataset['harnessMounted'] = 'true';
}

start().catch((error: unknown) => {
  console.error('[harness]', error);
  log(`error: ${error instanceof Error ? error.message : String(error)}`);
});
