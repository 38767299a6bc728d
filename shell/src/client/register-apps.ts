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
  readonly eventBus: EventBus;
  readonly session: SessionApi;
  readonly doc: Document;
}

/** The slot of a remote in the page (`[data-sf-slot="<remote>"]`), or null. */
export function findSlot(doc: Document, remote: string): HTMLElement | null {
  return doc.querySelector<HTMLElement>(slotSelector(remote));
}

/**
 * Registers every remote of the boot payload that owns routes in the page's locale as a
 * single-spa application: active on its routes (from the @sf/i18n route table) when its slot is
 * in the page, loaded through the federation runtime, mounted with `RemoteProps` whose
 * `domElement` is the slot. Returns the registered names.
 */
export function registerRemoteApps(payload: BootPayload, deps: RegisterDeps): string[] {
  const registered: string[] = [];
  for (const remote of payload.remotes) {
    if (remote.name === 'shell') continue;
    const name = remote.name as RemoteName;
    const routes = routesOf(name, payload.locale);
    if (routes.length === 0) continue;
    const onRoute = remoteMatcher(name, payload.locale);
    deps.registerApplication({
      name,
      app: () => deps.load(name),
      activeWhen: (location) => onRoute(location) && findSlot(deps.doc, name) !== null,
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
