import type { FragmentContext } from '@sf/contracts';
import { createGatewayClient } from '@sf/gateway-client';
import { routesOf } from '@sf/i18n';
import { RemoteTree, serverRemoteProps } from '@sf/remote-kit';
import { renderFragment } from '@sf/server-kit';
import { SearchApp } from '../app/search-app';
import { REMOTE_NAME } from '../shared/constants';
import { SEARCH_MESSAGES } from '../shared/messages';
import type { SearchState } from '../shared/state';

/**
 * Server-renders the search tree exactly as the browser mounts it (RemoteTree: providers, error
 * boundary, App) into the fragment body with the state script. Nothing queries while rendering.
 */
export function renderSearchFragment(routeId: string, fragment: FragmentContext, state: SearchState): Promise<string> {
  const props = serverRemoteProps({
    tenant: fragment.tenant,
    locale: fragment.locale,
    routes: routesOf(REMOTE_NAME, fragment.locale),
    session: fragment.session,
  });
  const client = createGatewayClient({ url: 'http://127.0.0.1/api/gateway/', retry: false, persisted: false });
  return renderFragment({
    remote: REMOTE_NAME,
    routeId,
    identifierPrefix: `${REMOTE_NAME}-`,
    state,
    element: <RemoteTree name={REMOTE_NAME} App={SearchApp} messages={SEARCH_MESSAGES} client={client} props={props} initialState={state} />,
  });
}
