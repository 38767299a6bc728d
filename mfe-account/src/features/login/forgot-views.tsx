import { useIntl } from '@sf/remote-kit';
import { Alert, Button, TextField } from '@sf/ui';
import { useState, type FormEvent, type ReactElement, type RefObject } from 'react';
import styled from 'styled-components';
import { FORGOT_PATH, postForgot } from './forgot-request';

/** The page form's limit (RFC 5321 path length), so both forms take the same input. */
const EMAIL_MAX = 254;

const Back = styled.p`
  margin-top: 1rem;
`;
const SentHeading = styled.h3`
  margin: 0 0 1rem;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid var(--sf-color-focus, #1a5fb4);
    outline-offset: 2px;
  }
`;

function BackToLogin({ onBack }: { readonly onBack: () => void }): ReactElement {
  const intl = useIntl();
  return (
    <Back>
      <Button variant="text" onClick={onBack}>
        {intl.formatMessage({ id: 'account.forgot.back' })}
      </Button>
    </Back>
  );
}

export interface ForgotViewProps {
  readonly onSent: () => void;
  readonly onBack: () => void;
  readonly emailRef: RefObject<HTMLInputElement | null>;
}

/**
 * The modal's forgot-password view: the page form's e-mail field and texts. The server checks the
 * address (its messages are the page form's), so nothing is validated only here.
 */
export function ForgotView({ onSent, onBack, emailRef }: ForgotViewProps): ReactElement {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await postForgot(email, intl.locale);
    setBusy(false);
    if (answer.kind === 'sent') return onSent();
    setError(answer.kind === 'field' ? answer.error : undefined);
    setMessage(
      answer.kind === 'message'
        ? answer.message
        : answer.kind === 'failed'
          ? t('account.forgot.error')
          : null,
    );
  };
  return (
    <>
      <form method="post" action={FORGOT_PATH} noValidate onSubmit={(e) => void submit(e)}>
        <p>{t('account.forgot.text')}</p>
        {message ? <Alert severity="error">{message}</Alert> : null}
        <TextField
          ref={emailRef}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          label={t('account.field.email')}
          required
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="primary" loading={busy} fullWidth>
          {t('account.forgot.submit')}
        </Button>
      </form>
      <BackToLogin onBack={onBack} />
    </>
  );
}

export interface ForgotSentViewProps {
  readonly onBack: () => void;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The success view: the same words for known and unknown addresses (the API does not tell them
 * apart either). Its heading takes the focus so a screen reader starts there.
 */
export function ForgotSentView({ onBack, headingRef }: ForgotSentViewProps): ReactElement {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <SentHeading ref={headingRef} tabIndex={-1}>
        {t('account.forgot.sent.title')}
      </SentHeading>
      <Alert severity="success">{t('account.forgot.sent')}</Alert>
      <BackToLogin onBack={onBack} />
    </>
  );
}
