import type { FragmentContext } from '@sf/contracts';
import { createGatewayClient } from '@sf/gateway-client';
import { localizedPath, routesOf } from '@sf/i18n';
import { RemoteTree, serverRemoteProps } from '@sf/remote-kit';
import { renderFragment } from '@sf/server-kit';
import { LoginApp } from '../features/login/login-app';
import { LOGIN_MESSAGES, LOGIN_WIDGET, type LoginWidgetState } from '../shared/login-messages';

/**
 * Server-renders the login widget exactly as the browser mounts it (the modal renders nothing on the
 * server: the slot holds only its state — which tabs the shop offers, where the account page is).
 */
export function renderLoginFragment(fragment: FragmentContext, numberLogin: boolean): Promise<string> {
  const state: LoginWidgetState = { numberLogin, accountUrl: localizedPath('account', fragment.locale) };
  const props = serverRemoteProps({
    tenant: fragment.tenant,
    locale: fragment.locale,
    routes: routesOf('mfe-account', fragment.locale),
    session: fragment.session,
  });
  const client = createGatewayClient({
    url: 'http://127.0.0.1/api/gateway/',
    retry: false,
    persisted: false,
  });
  return renderFragment({
    remote: LOGIN_WIDGET,
    routeId: 'login',
    identifierPrefix: `${LOGIN_WIDGET}-`,
    state,
    element: (
      <RemoteTree
        name={LOGIN_WIDGET}
        App={LoginApp}
        messages={LOGIN_MESSAGES}
        client={client}
        props={props}
        initialState={state}
      />
    ),
  });
}
