/**
 * `./app` of the federation container: the single-spa lifecycles of the service-contact pages.
 * The shell mounts them into the slot; they hydrate the fragment server's HTML for the same route.
 */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { ContactApp } from '../app/contact-app';
import { REMOTE_NAME } from '../shared/constants';
import { CONTACT_MESSAGES } from '../shared/messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: REMOTE_NAME,
  App: ContactApp,
  messages: CONTACT_MESSAGES,
});
