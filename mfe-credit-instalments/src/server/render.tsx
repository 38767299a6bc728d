import type { FragmentContext } from '@sf/contracts';
import { createGatewayClient } from '@sf/gateway-client';
import { routesOf } from '@sf/i18n';
import { RemoteTree, serverRemoteProps } from '@sf/remote-kit';
import { renderFragment } from '@sf/server-kit';
import { CreditApp } from '../app/credit-app';
import { REMOTE_NAME } from '../shared/constants';
import { CREDIT_MESSAGES } from '../shared/messages';
import type { CreditState } from '../shared/state';

/** Server-renders the credit pages exactly as the browser mounts them, with the state script. */
export function renderCreditFragment(
  routeId: string,
  fragment: FragmentContext,
  state: CreditState,
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
        App={CreditApp}
        messages={CREDIT_MESSAGES}
        client={client}
        props={props}
        initialState={state}
      />
    ),
  });
}
