import type { FragmentContext } from '@sf/contracts';
import { createGatewayClient } from '@sf/gateway-client';
import { routesOf } from '@sf/i18n';
import { RemoteTree, serverRemoteProps, type RemoteAppProps } from '@sf/remote-kit';
import type { ComponentType } from 'react';
import { renderFragment } from '@sf/server-kit';
import { ContactApp } from '../app/contact-app';
import { REMOTE_NAME } from '../shared/constants';
import { CONTACT_MESSAGES } from '../shared/messages';
import type { HelperState } from '../shared/helper-state';
import type { ContactState } from '../shared/state';

/**
 * Server-renders the remote's tree exactly as the browser mounts it (RemoteTree: providers, error
 * boundary, App) into the fragment body, with the state script for hydration.
 */
export function renderContactFragment(
  routeId: string,
  fragment: FragmentContext,
  state: ContactState | HelperState | { readonly v: 1; readonly page: 'chat-bot' },
  widget?: { readonly remote: string; readonly App: ComponentType<RemoteAppProps> },
): Promise<string> {
  const props = serverRemoteProps({
    tenant: fragment.tenant,
    locale: fragment.locale,
    routes: routesOf(REMOTE_NAME, fragment.locale),
    session: fragment.session,
  });
  const client = createGatewayClient({
    url: 'http://127.0.0.1/api/gateway/',
    retry: false,
    persisted: false,
  });
  return renderFragment({
    remote: widget?.remote ?? REMOTE_NAME,
    routeId,
    identifierPrefix: `${widget?.remote ?? REMOTE_NAME}-`,
    state,
    element: (
      <RemoteTree
        name={widget?.remote ?? REMOTE_NAME}
        App={widget?.App ?? ContactApp}
        messages={CONTACT_MESSAGES}
        client={client}
        props={props}
        initialState={state}
      />
    ),
  });
}
