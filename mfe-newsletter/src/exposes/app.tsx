/**
 * `./app` of the federation container: the single-spa lifecycles of the newsletter pages. The
 * shell mounts them into the slot; they hydrate the fragment server's HTML for the same route.
 */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { NewsletterApp } from '../app/newsletter-app';
import { REMOTE_NAME } from '../shared/constants';
import { NEWSLETTER_MESSAGES } from '../shared/messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: REMOTE_NAME,
  App: NewsletterApp,
  messages: NEWSLETTER_MESSAGES,
});
