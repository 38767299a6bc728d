import { useIntl } from '@sf/remote-kit';
import { Alert, Button } from '@sf/ui';
import { FORM_ERROR } from 'final-form';
import type { ReactElement, RefObject } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { FORGOT_PATH, postForgot } from './forgot-request';
import { FORGOT_EMAIL_FIELD, LoginTextField } from './login-fields';

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
 * The modal's forgot-password view, held by react-final-form: the page form's e-mail field and
 * texts. The server checks the address (its messages are the page form's, shown at the field until
 * it changes), so nothing is validated only here.
 */
export function ForgotView({ onSent, onBack, emailRef }: ForgotViewProps): ReactElement {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const submit = async (values: { email?: string }) => {
    const answer = await postForgot(values.email ?? '', intl.locale);
    if (answer.kind === 'sent') return void onSent();
    if (answer.kind === 'field') return { email: answer.error };
    return { [FORM_ERROR]: answer.kind === 'message' ? answer.message : t('account.forgot.error') };
  };
  return (
    <>
      <Form<{ email?: string }>
        onSubmit={submit}
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form method="post" action={FORGOT_PATH} noValidate onSubmit={(e) => void handleSubmit(e)}>
            <p>{t('account.forgot.text')}</p>
            {typeof submitError === 'string' ? <Alert severity="error">{submitError}</Alert> : null}
            <Field<string>
              name="email"
              subscription={{ value: true, submitError: true, dirtySinceLastSubmit: true }}
            >
              {({ input, meta }) => (
                <LoginTextField
                  field={FORGOT_EMAIL_FIELD}
                  input={input}
                  inputRef={emailRef}
                  error={
                    typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit
                      ? meta.submitError
                      : undefined
                  }
                />
              )}
            </Field>
            <Button type="submit" variant="primary" loading={submitting} fullWidth>
              {t('account.forgot.submit')}
            </Button>
          </form>
        )}
      />
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
