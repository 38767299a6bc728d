/** `./preview-banner`: the single-spa lifecycles of the preview-banner widget (slot `mfe-service-contact-preview-banner`). */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { HelperApp } from '../features/helpers/helper-app';
import { PREVIEW_BANNER_SLOT } from '../shared/constants';
import { CONTACT_MESSAGES } from '../shared/messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: PREVIEW_BANNER_SLOT,
  App: HelperApp,
  messages: CONTACT_MESSAGES,
});
