/** `./survey`: the single-spa lifecycles of the survey widget (slot `mfe-service-contact-survey`). */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { HelperApp } from '../features/helpers/helper-app';
import { SURVEY_SLOT } from '../shared/constants';
import { CONTACT_MESSAGES } from '../shared/messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: SURVEY_SLOT,
  App: HelperApp,
  messages: CONTACT_MESSAGES,
});
