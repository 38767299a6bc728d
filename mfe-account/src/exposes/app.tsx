/**
 * `./app` of the federation container: the single-spa lifecycles of the account area's React pages
 * (slot `mfe-account`: the account page, every page of the area and the password reset page). The shell mounts them on the shopper's first
 * intent in the slot; they hydrate the fragment's HTML, keeping what was typed meanwhile (decision 0125).
 */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { AccountApp } from '../app/account-app';
import { AREA_MESSAGES } from '../shared/area-messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mfe-account',
  App: AccountApp,
  messages: AREA_MESSAGES,
});
