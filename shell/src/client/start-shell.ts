import { describeError, type BootPayload } from '@sf/contracts';
import { getEventBus } from '@sf/event-bus';
import { createPageViewTracker, createSessionManager } from '@sf/session';
import { loadRemoteApp, registerPayloadRemotes, type FederationRuntime } from './federation';
import type { LiteHandoff } from './lite-handoff';
import {
  findSlot,
  registerRemoteApps,
  registerWidgetApps,
  type AppRegistration,
  type RegisterDeps,
} from './register-apps';
import { showRemoteFallback } from './remote-fallback';
import { listenToRoutes } from './route-events';
import { sessionEndpointLoader } from './session-loader';
import { enhanceChrome } from './start-chrome';
import { routesOfPage } from './page-routes';
import { clientTexts } from './texts';
import { startToastHost } from './toast-host';
import { warmUpForRemote } from './warm-up';

/** The single-spa functions the shell uses (injected: the real module in the browser, fakes in tests). */
export interface SingleSpaApi {
  registerApplication(config: AppRegistration): void;
  start(options?: { urlRerouteOnly?: boolean }): void;
  addErrorHandler(handler: (error: Error & { appOrParcelName?: string }) => void): void;
  getAppStatus(name: string): string | null;
  /** Re-evaluates every application's `activeWhen` (a widget became wanted). */
  triggerAppChange(): Promise<unknown>;
  readonly LOAD_ERROR: string;
}

/** Everything {@link startShell} needs from the page. */
export interface ShellEnv {
  readonly win: Window;
  readonly payload: BootPayload;
  readonly runtime: FederationRuntime;
  readonly singleSpa: SingleSpaApi;
  /**
   * What the light entry already did (chrome enhanced, page-view id started, intents seen); without
   * it (a remote's standalone harness) the host enhances the chrome and starts the page views itself.
   */
  readonly lite?: LiteHandoff | null;
  /** Warms up Intl and React DOM for the remote's mount; default {@link warmUpForRemote} (tests: a fake). */
  readonly warmUp?: (locale: BootPayload['locale']) => unknown;
}

/**
 * Whether a slot's remote or widget mounts as the host starts: the shopper showed intent there before
 * the host arrived, or the host was started at idle after the preload (decision 0294) and the slot is
 * the page's main slot — its remote's files are in the cache, and it hydrates now, before the shopper
 * acts, so most shoppers never meet its form unhydrated.
 */
export function wantedAtStart(lite: LiteHandoff, payload: BootPayload, slot: string): boolean {
  return lite.intended.has(slot) || (lite.reason === 'idle' && slot === payload.route.remote);
}

/**
 * Starts the federated host on a composed page: progressive enhancements of the static chrome
 * (colour mode, consent, navigation, search; done by the light entry when `lite` is given), the toast host, session and page views, the remotes as
 * single-spa applications (loaded through the federation runtime from the boot payload), the
 * page widgets of the payload (each an application named by its slot), the fallback in a slot
 * whose remote fails (never in a widget's), and `start()`.
 */
export function startShell(env: ShellEnv): { readonly registered: string[]; stop(): void } {
  const { win, payload, runtime, singleSpa, lite } = env;
  const doc = win.document;
  const bus = getEventBus();
  const texts = clientTexts(payload.locale);

  if (!env.lite) enhanceChrome(win, bus);
  const toasts = startToastHost({ bus, doc, labels: texts.toasts });

  const session = createSessionManager({ load: sessionEndpointLoader(doc), bus });
  const pageViews = env.lite?.pageViews ?? createPageViewTracker({ doc });

  registerPayloadRemotes(runtime, payload.remotes, win.location.href, doc);
  const deps: RegisterDeps = {
    registerApplication: (config) => singleSpa.registerApplication(config),
    load: (remote) => loadRemoteApp(runtime, remote),
    loadExpose: (remote, expose) => loadRemoteApp(runtime, remote, expose),
    reroute: () => void singleSpa.triggerAppChange(),
    eventBus: bus,
    session,
    doc,
    ...(lite ? { intended: (slot: string) => wantedAtStart(lite, payload, slot) } : {}),
  };
  const remotes = registerRemoteApps(payload, deps);
  const widgets = new Set(registerWidgetApps(payload, deps));
  const registered = [...remotes, ...widgets];

  singleSpa.addErrorHandler((error) => {
    const name = error.appOrParcelName ?? '';
    const loadFailed = singleSpa.getAppStatus(name) === singleSpa.LOAD_ERROR;
    console.error(`[shell] ${describeError(loadFailed ? 'REMOTE-001' : 'REMOTE-002')} (${name})`, error);
    // a page widget that fails keeps its server HTML (its links work without JavaScript)
    const slot = widgets.has(name) ? null : findSlot(doc, name);
    if (slot) showRemoteFallback(slot, loadFailed ? 'load' : 'mount', texts.fallback);
  });

  const stopRoutes = listenToRoutes({
    win,
    bus,
    pageViews,
    page: {
      tenant: payload.tenant,
      path: win.location.pathname,
      owner: payload.route.remote,
      routes: routesOfPage(payload),
    },
  });
  singleSpa.start({ urlRerouteOnly: true });
  // the remote's files are on the way now: the work of its mount that does not need them starts
  (env.warmUp ?? warmUpForRemote)(payload.locale);
  return {
    registered,
    /** Detaches the shell's listeners (tests; a page never stops its shell). */
    stop() {
      stopRoutes();
      toasts.stop();
      session.stop();
    },
  };
}
