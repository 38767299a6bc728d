/** `./app-banner`: the single-spa lifecycles of the app-banner widget (slot `mfe-service-contact-app-banner`). */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { HelperApp } from '../features/helpers/helper-app';
import { APP_BANNER_SLOT } from '../shared/constants';
import { CONTACT_MESSAGES } from '../shared/messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: APP_BANNER_SLOT,
  App: HelperApp,
  messages: CONTACT_MESSAGES,
});
