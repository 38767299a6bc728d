import { useHydrated } from '@sf/ui';
import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import styled from 'styled-components';
import { contactText, type ChatBotTextId } from '../../shared/messages';
import { BOT_TOPICS, topicOf, type BotTopic } from './bot-answers';

/** Fixed in the corner: the widget never moves the page's layout. */
const Box = styled.details`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 20;
  max-width: min(22rem, calc(100vw - 2rem));
  background: #ffffff;
  color: #1a1a1a;
  border: 1px solid #767676;
  border-radius: 0.5rem;
  box-shadow: 0 2px 8px rgb(0 0 0 / 20%);
  & > summary {
    cursor: pointer;
    padding: 0.75rem 1rem;
    font-weight: 700;
    min-height: 2.75rem;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 0 1rem 1rem;
  max-height: 60vh;
  overflow: auto;
`;

type Text = ChatBotTextId;
type Entry = { readonly from: 'you' | 'bot'; readonly text: string };

/**
 * The chat bot: answers the common questions (delivery, returns, payment, newsletter, opening hours)
 * from the service content and hands over to the contact form. Without JavaScript the topics open
 * as disclosure widgets; hydrated, a free question gets the matching answer in a live log (the
 * form is in the server HTML, its button enabled once hydrated: nothing moves when the bot wakes).
 */
export function ChatBot({ locale }: { readonly locale: Locale }): ReactElement {
  const t = (id: Text) => contactText(locale, id);
  const hydrated = useHydrated();
  const id = useId();
  const [log, setLog] = useState<Entry[]>([]);
  const [question, setQuestion] = useState('');
  const contact = localizedPath('contact', locale);
  const answer = (topic: BotTopic | null) => (topic ? t(`bot.${topic}.a` as Text) : t('bot.handover'));
  const ask = (event: FormEvent) => {
    event.preventDefault();
    const q = question.trim();
    if (!q) return;
    setLog((l) => [...l, { from: 'you', text: q }, { from: 'bot', text: answer(topicOf(q)) }]);
    setQuestion('');
  };
  return (
    <Box>
      <summary>{t('bot.open')}</summary>
      <Body role="region" aria-label={t('bot.title')}>
        <p>{t('bot.intro')}</p>
        {BOT_TOPICS.map((topic) => (
          <details key={topic}>
            <summary>{t(`bot.${topic}.q` as Text)}</summary>
            <p>{answer(topic)}</p>
          </details>
        ))}
        {/* in the server HTML too (empty log, form): waking up adds nothing, so the topics above do not
            move under the shopper's pointer; the button asks only once the bot can answer (before, a
            submit would reload the page and lose the question; Enter does nothing while it is disabled) */}
        <div role="log" aria-live="polite">
          {log.map((e, i) => (
            <p key={i}>
              <strong>{e.from === 'you' ? t('bot.you') : t('bot.bot')}:</strong> {e.text}
            </p>
          ))}
        </div>
        <form onSubmit={ask}>
          <label htmlFor={id}>{t('bot.input')}</label>{' '}
          <input id={id} value={question} onChange={(e) => setQuestion(e.target.value)} maxLength={300} />{' '}
          <button type="submit" disabled={!hydrated}>
            {t('bot.send')}
          </button>
        </form>
        <p>
          <a href={contact}>{t('bot.contact')}</a>
        </p>
      </Body>
    </Box>
  );
}
