import { localizedPath } from '@sf/i18n';
import { defineRemoteServer } from '@sf/remote-server';
import type { Context } from 'hono';
import { ContactApp } from '../app/contact-app';
import { REMOTE_NAME } from '../shared/constants';
import { CONTACT_MESSAGES } from '../shared/messages';

/** True when the caller wants JSON (the hydrated form's fetch); a browser without JavaScript wants a page. */
export function wantsJson(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('application/json');
}

/**
 * The service contact on the remote server preset: its rendering (the form, the layer, the chat bot
 * and the page helpers), texts and refusals; a post without JavaScript gets a page back to the form.
 */
export const contactRemote = defineRemoteServer({
  name: REMOTE_NAME,
  messages: CONTACT_MESSAGES,
  App: ContactApp,
  refusals: {
    messageIds: {
      400: 'contact.error.generic',
      403: 'contact.error.forbidden',
      413: 'contact.error.tooLarge',
      415: 'contact.error.unsupportedType',
      429: 'contact.error.tooMany',
      500: 'contact.error.general',
    },
    retryId: 'contact.error.retry',
    wantsPage: (c) => c.req.method === 'POST' && !wantsJson(c),
    back: (_c, locale) => localizedPath('contact', locale),
  },
});
