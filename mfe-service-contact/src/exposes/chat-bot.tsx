/** `./chat-bot`: the single-spa lifecycles of the chat bot widget (slot `mfe-service-contact-chat-bot`). */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { ChatBotApp } from '../features/chat-bot/chat-bot-app';
import { CHAT_BOT_SLOT } from '../shared/constants';
import { CONTACT_MESSAGES } from '../shared/messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: CHAT_BOT_SLOT,
  App: ChatBotApp,
  messages: CONTACT_MESSAGES,
});
