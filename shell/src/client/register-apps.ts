import {
  slotSelector,
  type BootPayload,
  type EventBus,
  type RemoteLifecycles,
  type RemoteProps,
  type SessionApi,
} from '@sf/contracts';
import { remoteMatcher, routesOf, type RemoteName } from '@sf/i18n';

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
}

/** The slot of a remote in the page (`[data-sf-slot="<remote>"]`), or null. */
export function findSlot(doc: Document, remote: string): HTMLElement | null {
  return doc.querySelector<HTMLElement>(slotSelector(remote));
}

/**
 * What tells the shell a shopper is about to use a page's remote: its code loads then. `input`
 * covers values a browser fills in without focus (autofill).
 */
export const REMOTE_INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input'] as const;

/**
 * Calls `onIntent` once, on the first of `events` inside `element`; returns whether it has
 * happened (a getter, for `activeWhen`). It counts as happened from the start when there is no
 * element, or when the pointer or the focus is already in it (the shopper got there before the
 * shell's script ran: no new `pointerover`/`focusin` would come).
 */
export function onFirstIntent(element: HTMLElement | null, events: readonly string[], onIntent: () => void): () => boolean {
  let happened = element === null || element.matches(':hover, :focus-within');
  const want = () => {
    if (happened) return;
    happened = true;
    for (const type of events) element?.removeEventListener(type, want, true);
    onIntent();
  };
  // capture: a handler inside the server HTML that stops propagation must not hide the intent
  for (const type of events) element?.addEventListener(type, want, { capture: true, passive: true });
  return () => happened;
}

/** Server HTML a remote can hydrate (children, not the composer's fallback). */
function hasServerHtml(slot: HTMLElement | null): slot is HTMLElement {
  return slot !== null && slot.hasChildNodes() && !slot.hasAttribute('data-sf-fallback');
}

/**
 * Registers every remote of the boot payload that owns routes in the page's locale as a
 * single-spa application: active on its routes (from the @sf/i18n route table) when its slot is
 * in the page, loaded through the federation runtime, mounted with `RemoteProps` whose
 * `domElement` is the slot. A slot holding server HTML (which works without JavaScript: links,
 * forms that post) is hydrated on the shopper's first intent in it ({@link REMOTE_INTENT_EVENTS}),
 * not with the page: the remote's code, React DOM and the hydration stay off the first load; what
 * the shopper entered meanwhile is kept (@sf/remote-kit). An empty or fallback slot mounts at
 * once. Returns the registered names.
 */
export function registerRemoteApps(payload: BootPayload, deps: RegisterDeps): string[] {
  const registered: string[] = [];
  for (const remote of payload.remotes) {
    if (remote.name === 'shell') continue;
    const name = remote.name as RemoteName;
    const routes = routesOf(name, payload.locale);
    if (routes.length === 0) continue;
    const onRoute = remoteMatcher(name, payload.locale);
    const slot = findSlot(deps.doc, name);
    const wanted = onFirstIntent(hasServerHtml(slot) ? slot : null, REMOTE_INTENT_EVENTS, () => deps.reroute?.());
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

/** What tells the shell a shopper is about to use a widget: its code loads then, not with the page. */
export const WIDGET_INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

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
  for (const widget of payload.widgets ?? []) {
    if (!deployed.has(widget.remote) || registered.includes(widget.slot)) continue;
    const routes = routesOf(widget.remote as RemoteName, payload.locale);
    const element = findSlot(deps.doc, widget.slot);
    const wanted = element ? onFirstIntent(element, WIDGET_INTENT_EVENTS, () => deps.reroute?.()) : () => false;
    deps.registerApplication({
      name: widget.slot,
      app: () => deps.loadExpose(widget.remote, widget.expose),
      activeWhen: () => wanted() && findSlot(deps.doc, widget.slot) !== null,
      customProps: () => {
        const slot = findSlot(deps.doc, widget.slot);
        if (!slot) throw new Error(`[shell] the slot of ${widget.slot} is not in the page`);
        return { tenant: payload.tenant, locale: payload.locale, routes, eventBus: deps.eventBus, session: deps.session, domElement: slot };
      },
    });
    registered.push(widget.slot);
  }
  return registered;
}
