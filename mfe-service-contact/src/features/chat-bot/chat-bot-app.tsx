import type { RemoteAppProps } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { ChatBot } from './chat-bot';

/** Root of the chat bot widget (slot `mfe-service-contact-chat-bot`). */
export function ChatBotApp({ props }: RemoteAppProps): ReactElement {
  return <ChatBot locale={props.locale} />;
}
