import type { FragmentContext } from '@sf/contracts';
import { createGatewayClient } from '@sf/gateway-client';
import { routesOf } from '@sf/i18n';
import { RemoteTree, serverRemoteProps, type RemoteAppProps } from '@sf/remote-kit';
import { renderFragment } from '@sf/server-kit';
import type { ComponentType } from 'react';
import { NEWSLETTER_MESSAGES } from '../shared/messages';

/**
 * Server-renders one of the remote's trees exactly as the browser mounts it (RemoteTree: providers,
 * error boundary, App) into the fragment body, with the state script for hydration. The gateway
 * client is never called while rendering (pages query nothing on the server).
 */
export function renderRemoteFragment(opts: {
  readonly remote: string;
  readonly routeId: string;
  readonly App: ComponentType<RemoteAppProps>;
  readonly fragment: FragmentContext;
  readonly state: unknown;
}): Promise<string> {
  const { fragment } = opts;
  const props = serverRemoteProps({
    tenant: fragment.tenant,
    locale: fragment.locale,
    routes: routesOf('mfe-newsletter', fragment.locale),
    session: fragment.session,
  });
  const client = createGatewayClient({
    url: 'http://127.0.0.1/api/gateway/',
    retry: false,
    persisted: false,
  });
  return renderFragment({
    remote: opts.remote,
    routeId: opts.routeId,
    identifierPrefix: `${opts.remote}-`,
    state: opts.state,
    element: (
      <RemoteTree
        name={opts.remote}
        App={opts.App}
        messages={NEWSLETTER_MESSAGES}
        client={client}
        props={props}
        initialState={opts.state}
      />
    ),
  });
}
