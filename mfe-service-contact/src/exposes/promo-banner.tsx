/** `./promo-banner`: the single-spa lifecycles of the promo-banner widget (slot `mfe-service-contact-promo-banner`). */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { HelperApp } from '../features/helpers/helper-app';
import { PROMO_BANNER_SLOT } from '../shared/constants';
import { CONTACT_MESSAGES } from '../shared/messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: PROMO_BANNER_SLOT,
  App: HelperApp,
  messages: CONTACT_MESSAGES,
});
