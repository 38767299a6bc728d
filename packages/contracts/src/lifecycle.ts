import type { Locale, TenantId } from './tenant';
import type { BusEvent, BusEventOf, BusEventType } from './events';
import type { SessionFlags } from './fragment';

/** The bus as a remote sees it (implemented by @sf/event-bus). */
export interface EventBus {
  emit(event: BusEvent): void;
  on<T extends BusEventType>(type: T, handler: (event: BusEventOf<T>) => void): () => void;
}

/** The session as a remote sees it (implemented by @sf/session in the shell). */
export interface SessionApi {
  flags(): SessionFlags;
  /** The current token for `x-ec-token`, if any. */
  token(): string | null;
}

/** A localized route the shell gives to a remote. */
export interface RouteInfo {
  readonly id: string;
  /** Localized path of the route for the current locale. */
  readonly path: string;
}

/** Props every remote receives in its single-spa lifecycles (`customProps`). */
export interface RemoteProps {
  readonly tenant: TenantId;
  readonly locale: Locale;
  /** The routes this remote owns, localized for the current locale. */
  readonly routes: readonly RouteInfo[];
  readonly eventBus: EventBus;
  readonly session: SessionApi;
  /** The slot element; holds server HTML when the page was composed with this remote's fragment. */
  readonly domElement: HTMLElement;
}

/** single-spa lifecycles exposed by each remote's `./app`. */
export interface RemoteLifecycles {
  bootstrap(props: RemoteProps): Promise<void>;
  mount(props: RemoteProps): Promise<void>;
  unmount(props: RemoteProps): Promise<void>;
}

/** Runtime guard for a loaded `./app` module. */
export function isRemoteLifecycles(value: unknown): value is RemoteLifecycles {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const fn = (x: unknown) =>
    typeof x === 'function' || (Array.isArray(x) && x.every((f) => typeof f === 'function'));
  return fn(v.bootstrap) && fn(v.mount) && fn(v.unmount);
}
