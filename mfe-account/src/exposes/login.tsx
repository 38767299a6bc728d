/**
 * `./login` of the federation container: the login widget. Its slot (`data-sf-slot="mfe-account-login"`,
 * `GET /fragment/login`) is composed into every page; the shell forwards the first intent on the
 * header's account link (`data-sf-intent-for`) to it, so the code loads then, and a visitor's click
 * opens the login modal instead of the account page (which works without it).
 */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { LoginApp } from '../features/login/login-app';
import { LOGIN_MESSAGES, LOGIN_WIDGET } from '../shared/login-messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: LOGIN_WIDGET,
  App: LoginApp,
  messages: LOGIN_MESSAGES,
});
