import {
  type BootPayload,
  type EventBus,
  type RemoteLifecycles,
  type RemoteProps,
  type SessionApi,
} from '@sf/contracts';
import { routesOfPage } from './page-routes';
import { findSlot, hasServerHtml, onFirstIntent, REMOTE_INTENT_EVENTS, WIDGET_INTENT_EVENTS } from './intent';

export { findSlot, onFirstIntent, REMOTE_INTENT_EVENTS, WIDGET_INTENT_EVENTS } from './intent';

/** The single-spa application config the shell registers (what `registerApplication` takes). */
export interface AppRegistration {
  readonly name: string;
  readonly app: () => Promise<RemoteLifecycles>;
  readonly activeWhen: (location: Location) => boolean;
  readonly customProps: () => RemoteProps;
}

/** What {@link registerRemoteApps} needs; injected so the logic runs in tests without single-spa. */
export interface RegisterDeps {
  readonly registerApplication: (config: AppRegistration) => void;
  /** Loads a remote's lifecycles (federation, with retry and guard). */
  readonly load: (remote: string) => Promise<RemoteLifecycles>;
  /** Loads the lifecycles of a remote's other expose (a page widget's `./sheet`), same retry and guard. */
  readonly loadExpose: (remote: string, expose: string) => Promise<RemoteLifecycles>;
  /** Asks single-spa to re-evaluate `activeWhen` (a widget became wanted); optional in tests. */
  readonly reroute?: () => void;
  readonly eventBus: EventBus;
  readonly session: SessionApi;
  readonly doc: Document;
  /** Whether the shopper already showed intent in this slot before the host loaded (the light entry saw it). */
  readonly intended?: (slot: string) => boolean;
}

/**
 * Registers every remote of the boot payload that owns routes in the page's locale as a
 * single-spa application: active on its routes (the boot payload's, `routesOfPage`) when its slot is
 * in the page, loaded through the federation runtime, mounted with `RemoteProps` whose
 * `domElement` is the slot. A slot holding server HTML (which works without JavaScript: links,
 * forms that post) is hydrated on the shopper's first intent in it ({@link REMOTE_INTENT_EVENTS}),
 * not with the page: the remote's code, React DOM and the hydration stay off the first load; what
 * the shopper entered meanwhile is kept (@sf/remote-kit). An empty or fallback slot mounts at
 * once. Returns the registered names.
 */
export function registerRemoteApps(payload: BootPayload, deps: RegisterDeps): string[] {
  const registered: string[] = [];
  const table = routesOfPage(payload);
  for (const remote of payload.remotes) {
    if (remote.name === 'shell') continue;
    const name = remote.name;
    const routes = table.routesOf(name, payload.locale);
    if (routes.length === 0) continue;
    const onRoute = (location: Location) => {
      const resolved = table.resolve(payload.tenant, location.pathname);
      return resolved !== null && resolved.locale === payload.locale && resolved.route.remote === name;
    };
    const slot = findSlot(deps.doc, name);
    const wanted = onFirstIntent(
      hasServerHtml(slot) ? slot : null,
      REMOTE_INTENT_EVENTS,
      () => deps.reroute?.(),
      deps.intended?.(name) ?? false,
    );
    deps.registerApplication({
      name,
      app: () => deps.load(name),
      activeWhen: (location) => wanted() && onRoute(location) && findSlot(deps.doc, name) !== null,
      customProps: () => {
        const slot = findSlot(deps.doc, name);
        if (!slot) throw new Error(`[shell] the slot of ${name} is not in the page`);
        return {
          tenant: payload.tenant,
          locale: payload.locale,
          routes,
          eventBus: deps.eventBus,
          session: deps.session,
          domElement: slot,
        };
      },
    });
    registered.push(name);
  }
  return registered;
}

/**
 * Registers each page widget of the boot payload (composed by the edge into a slot of its own) as
 * a single-spa application named by its slot, loaded from the remote's expose (`./sheet`), mounted
 * with the remote's `RemoteProps` and the widget slot as `domElement`. A widget becomes active only
 * on the first sign of intent on its slot (pointer over it, focus in it, a touch): its server HTML
 * works without script (the sheet's opener is a link), so its code stays out of the page's first
 * load. Widgets of remotes missing from the payload are skipped. Returns the slot names.
 */
export function registerWidgetApps(payload: BootPayload, deps: RegisterDeps): string[] {
  const registered: string[] = [];
  const deployed = new Set(payload.remotes.map((r) => r.name));
  const table = routesOfPage(payload);
  for (const widget of payload.widgets ?? []) {
    if (!deployed.has(widget.remote) || registered.includes(widget.slot)) continue;
    const routes = table.routesOf(widget.remote, payload.locale);
    const element = findSlot(deps.doc, widget.slot);
    const wanted = element
      ? onFirstIntent(
          element,
          WIDGET_INTENT_EVENTS,
          () => deps.reroute?.(),
          deps.intended?.(widget.slot) ?? false,
        )
      : () => false;
    deps.registerApplication({
      name: widget.slot,
      app: () => deps.loadExpose(widget.remote, widget.expose),
      activeWhen: () => wanted() && findSlot(deps.doc, widget.slot) !== null,
      customProps: () => {
        const slot = findSlot(deps.doc, widget.slot);
        if (!slot) throw new Error(`[shell] the slot of ${widget.slot} is not in the page`);
        return {
          tenant: payload.tenant,
          locale: payload.locale,
          routes,
          eventBus: deps.eventBus,
          session: deps.session,
          domElement: slot,
        };
      },
    });
    registered.push(widget.slot);
  }
  return registered;
}
