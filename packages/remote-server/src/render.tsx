import type { FragmentContext } from '@sf/contracts';
import { createGatewayClient } from '@sf/gateway-client';
import { routesOf, type MessageBundle, type RemoteName } from '@sf/i18n';
import { RemoteTree, serverRemoteProps, type RemoteAppProps } from '@sf/remote-kit';
import { renderFragment } from '@sf/server-kit';
import type { ComponentType } from 'react';

/** What is mounted in a slot: the remote itself, or one of its widgets (a slot name of its own). */
export interface MountedApp {
  /** The slot's name (`data-sf-slot`), also the prefix of React ids. */
  readonly name: string;
  readonly App: ComponentType<RemoteAppProps>;
}

export interface RenderRemoteOptions {
  /** The remote whose routes the tree links with (`routesOf`). */
  readonly remote: RemoteName;
  readonly messages: MessageBundle;
  readonly mounted: MountedApp;
  readonly routeId: string;
  readonly fragment: FragmentContext;
  readonly state: unknown;
}

/**
 * Server-renders a remote's tree exactly as the browser mounts it (RemoteTree: providers, error
 * boundary, App) into the fragment body with the state script. Nothing queries while rendering:
 * the page's data is in the state the route planned (the client is never asked).
 */
export function renderRemote(opts: RenderRemoteOptions): Promise<string> {
  const { fragment, mounted } = opts;
  const props = serverRemoteProps({
    tenant: fragment.tenant,
    locale: fragment.locale,
    routes: routesOf(opts.remote, fragment.locale),
    session: fragment.session,
  });
  const client = createGatewayClient({
    url: 'http://127.0.0.1/api/gateway/',
    retry: false,
    persisted: false,
  });
  return renderFragment({
    remote: mounted.name,
    routeId: opts.routeId,
    identifierPrefix: `${mounted.name}-`,
    state: opts.state,
    element: (
      <RemoteTree
        name={mounted.name}
        App={mounted.App}
        messages={opts.messages}
        client={client}
        props={props}
        initialState={opts.state}
      />
    ),
  });
}
