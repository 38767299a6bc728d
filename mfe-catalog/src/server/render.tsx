import type { FragmentContext } from '@sf/contracts';
import { createGatewayClient } from '@sf/gateway-client';
import { routesOf } from '@sf/i18n';
import { RemoteTree, serverRemoteProps } from '@sf/remote-kit';
import { renderFragment } from '@sf/server-kit';
import { CatalogApp } from '../app/catalog-app';
import { REMOTE_NAME } from '../shared/constants';
import { CATALOG_MESSAGES } from '../shared/messages';
import type { CatalogState } from '../shared/state';

/**
 * Server-renders the catalog tree exactly as the browser mounts it (RemoteTree: providers, error
 * boundary, App) into the fragment body with the state script. Nothing queries while rendering:
 * the page's data is in the state the route planned.
 */
export function renderCatalogFragment(
  routeId: string,
  fragment: FragmentContext,
  state: CatalogState,
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
    remote: REMOTE_NAME,
    routeId,
    identifierPrefix: `${REMOTE_NAME}-`,
    state,
    element: (
      <RemoteTree
        name={REMOTE_NAME}
        App={CatalogApp}
        messages={CATALOG_MESSAGES}
        client={client}
        props={props}
        initialState={state}
      />
    ),
  });
}
