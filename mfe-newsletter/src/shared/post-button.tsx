import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { Button } from '@sf/ui';
import { useState, type FormEvent, type ReactElement } from 'react';

/** What the API answered to a button post: its JSON (or null) and the HTTP status (0 = no answer). */
export interface PostAnswer {
  readonly status: number;
  readonly json: unknown;
}

/** Props of {@link PostButtonForm}. */
export interface PostButtonFormProps {
  /** The API path the button posts to (`/api/newsletter/…`). */
  readonly action: string;
  /** The mailed link's token. */
  readonly token: string;
  readonly locale: Locale;
  /** Visible button text. */
  readonly label: string;
  /** Called with the answer of a post made with JavaScript (the page updates in place). */
  readonly onAnswer: (answer: PostAnswer) => void;
}

/**
 * The one button of a mailed link's page (opening the link changes nothing): a real form that
 * posts `token` and `locale` — without JavaScript the API answers with a 303 back to the page and its
 * `?result=`; with JavaScript the same API is called as JSON and the page shows the answer in place.
 * Same-origin POST, so the origin checks of the composer and the API apply.
 */
export function PostButtonForm({
  action,
  token,
  locale,
  label,
  onAnswer,
}: PostButtonFormProps): ReactElement {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    let answer: PostAnswer;
    try {
      const res = await fetch(action, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token, locale }),
      });
      answer = { status: res.status, json: await res.json().catch(() => null) };
    } catch {
      answer = { status: 0, json: null };
    }
    setSending(false);
    onAnswer(answer);
  };
  return (
    <form method="post" action={action} onSubmit={(e) => void submit(e)}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <Button type="submit" loading={sending} loadingLabel={intl.formatMessage({ id: 'newsletter.sending' })}>
        {label}
      </Button>
    </form>
  );
}
