import type { EventBus, Locale, RemoteProps, RouteInfo, SessionFlags, TenantId } from '@sf/contracts';

/** Input of {@link serverRemoteProps}: what a fragment server knows about the page. */
export interface ServerRemotePropsInput {
  readonly tenant: TenantId;
  readonly locale: Locale;
  readonly routes: readonly RouteInfo[];
  readonly session: SessionFlags;
}

const serverBus: EventBus = {
  emit: () => undefined,
  on: () => () => undefined,
};

/**
 * `RemoteProps` for server rendering: a bus that does nothing (there is no page yet), a session
 * with the composer's flags and no token, and a `domElement` that throws when read, because a
 * render must never touch the slot (effects run in the browser only).
 */
export function serverRemoteProps(input: ServerRemotePropsInput): RemoteProps {
  const props = {
    tenant: input.tenant,
    locale: input.locale,
    routes: input.routes,
    eventBus: serverBus,
    session: { flags: () => input.session, token: () => null },
  };
  return Object.defineProperty(props, 'domElement', {
    enumerable: true,
    get(): never {
      throw new Error('domElement is not available while rendering on the server');
    },
  }) as RemoteProps;
}

/** Picks the contract's `RemoteProps` out of what single-spa passes (it adds name, singleSpa, mountParcel…). */
export function pickRemoteProps(props: RemoteProps): RemoteProps {
  const { tenant, locale, routes, eventBus, session, domElement } = props;
  return { tenant, locale, routes, eventBus, session, domElement };
}
