/** `./country-switch`: the single-spa lifecycles of the country-switch widget (slot `mfe-service-contact-country-switch`). */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { HelperApp } from '../features/helpers/helper-app';
import { COUNTRY_SWITCH_SLOT } from '../shared/constants';
import { CONTACT_MESSAGES } from '../shared/messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: COUNTRY_SWITCH_SLOT,
  App: HelperApp,
  messages: CONTACT_MESSAGES,
});
