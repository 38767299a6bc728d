/**
 * `./sheet` of the federation container: the slide-in newsletter sheet widget.
 * - `bootstrap`/`mount`/`unmount`: single-spa lifecycles for a slot of its own
 *   (`data-sf-slot="mfe-newsletter-sheet"`, rendered by `GET /fragment/newsletter-sheet`);
 * - `NewsletterSheet`: the React component, for a host that renders it inside its own tree
 *   (under `RemoteProviders`) with the content bucket texts (`newsletter-sheet`) as props.
 */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { SheetApp } from '../features/sheet/sheet-app';
import { SHEET_REMOTE_NAME } from '../shared/constants';
import { NEWSLETTER_MESSAGES } from '../shared/messages';

export {
  NewsletterSheet,
  type NewsletterSheetContent,
  type NewsletterSheetProps,
} from '../features/sheet/newsletter-sheet';
export { toSheetContent } from '../features/sheet/sheet-content';
export { NEWSLETTER_MESSAGES } from '../shared/messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: SHEET_REMOTE_NAME,
  App: SheetApp,
  messages: NEWSLETTER_MESSAGES,
});
