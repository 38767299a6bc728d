import { localizedPath } from '@sf/i18n';
import { defineRemoteServer, refererPath } from '@sf/remote-server';
import { NewsletterApp } from '../app/newsletter-app';
import { SheetApp } from '../features/sheet/sheet-app';
import { REMOTE_NAME, SHEET_REMOTE_NAME } from '../shared/constants';
import { NEWSLETTER_MESSAGES } from '../shared/messages';

/**
 * The newsletter on the remote server preset: its rendering, texts and refusals (a refused post
 * without JavaScript gets a page whose "try again" leads back to the form it came from, else to the
 * sign-up or unsubscribe page).
 */
export const newsletterRemote = defineRemoteServer({
  name: REMOTE_NAME,
  messages: NEWSLETTER_MESSAGES,
  App: NewsletterApp,
  refusals: {
    messageIds: {
      403: 'newsletter.error.forbidden',
      413: 'newsletter.error.tooLarge',
      415: 'newsletter.error.unsupportedType',
      429: 'newsletter.error.tooMany',
      500: 'newsletter.error.generic',
    },
    retryId: 'newsletter.error.retry',
    back: (c, locale) =>
      refererPath(
        c,
        new URL(c.req.url).pathname.endsWith('/unsubscribe')
          ? localizedPath('newsletter-unsubscribe', locale)
          : localizedPath('newsletter-signup', locale),
      ),
  },
});

/** The newsletter sheet: a widget with a slot of its own. */
export const SHEET = { name: SHEET_REMOTE_NAME, App: SheetApp } as const;
