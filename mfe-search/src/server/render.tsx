import type { FragmentContext } from '@sf/contracts';
import { createGatewayClient } from '@sf/gateway-client';
import { routesOf } from '@sf/i18n';
import { RemoteTree, serverRemoteProps } from '@sf/remote-kit';
import { renderFragment } from '@sf/server-kit';
import type { RemoteAppProps } from '@sf/remote-kit';
import type { ComponentType } from 'react';
import { SearchApp } from '../app/search-app';
import { SearchBoxApp } from '../features/search-box/search-box-app';
import { REMOTE_NAME, SEARCH_BOX_NAME } from '../shared/constants';
import { SEARCH_MESSAGES } from '../shared/messages';
import type { SearchState } from '../shared/state';

/**
 * Server-renders the search tree (the result page, or the header search box widget `search-box`) exactly as the browser mounts it (RemoteTree: providers, error
 * boundary, App) into the fragment body with the state script. Nothing queries while rendering.
 */
export function renderSearchFragment(
  routeId: string,
  fragment: FragmentContext,
  state: SearchState | null,
): Promise<string> {
  const [name, App]: [string, ComponentType<RemoteAppProps>] =
    routeId === 'search-box' ? [SEARCH_BOX_NAME, SearchBoxApp] : [REMOTE_NAME, SearchApp];
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
    remote: name,
    routeId,
    identifierPrefix: `${name}-`,
    state,
    element: (
      <RemoteTree
        name={name}
        App={App}
        messages={SEARCH_MESSAGES}
        client={client}
        props={props}
        initialState={state}
      />
    ),
  });
}
