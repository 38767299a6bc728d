import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import { Alert, TextField, PostingScope } from '@sf/ui';
import { themeOf } from '@sf/tokens';
import { useState, type ReactElement } from 'react';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { AreaBox, AreaPageRoot as Root } from '../../shared/area-frame';
import type { AreaPageMessageId } from '../../shared/area-messages';
import { newPasswordError } from '../../shared/account-rules';
import { AreaPostForm, fieldError } from '../../shared/area-post-form';
import type { AreaNoticeState, ResetState } from '../../shared/area-state';

const Stack = styled(AreaBox)`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(2)};
  p {
    margin: 0;
  }
`;

/**
 * `/password/reset?token=…` (issue 27: a React page of the account remote): the new password's form
 * (react-final-form, posting natively with the link's token) while the link is usable, else the
 * invalid-link message with the way to ask again.
 */
export function ResetPage({
  state,
  locale,
}: {
  readonly state: ResetState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t = (id: AreaPageMessageId) => intl.formatMessage({ id });
  const [notice, setNotice] = useState<AreaNoticeState | null>(state.notice);
  return (
    <PostingScope>
      <Root aria-labelledby="sf-reset-title">
        <h1 id="sf-reset-title">{t('account.reset.title')}</h1>
        {state.token ? (
          <Stack>
            {notice && (
              <Alert severity={notice.kind === 'status' ? 'success' : 'error'}>{t(notice.message)}</Alert>
            )}
            <AreaPostForm<{ password: string }>
              postKey="reset"
              action="/api/customer/form/password/reset"
              locale={locale}
              labelledBy="sf-reset-title"
              initialValues={{ password: '' }}
              validate={(v) => {
                const id = newPasswordError(v.password);
                return id ? { password: t(id) } : {};
              }}
              required={['password']}
              submitLabel={t('account.reset.submit')}
              onRefused={() => setNotice({ message: 'account.errorSummary', kind: 'alert' })}
            >
              <input type="hidden" name="token" value={state.token} />
              <Field<string> name="password">
                {({ input, meta }) => (
                  <TextField
                    {...input}
                    id="sf-reset-password"
                    type="password"
                    autoComplete="new-password"
                    label={t('account.field.password')}
                    hint={t('account.password.hint')}
                    required
                    error={fieldError(meta, state.error ? t(state.error) : undefined)}
                  />
                )}
              </Field>
            </AreaPostForm>
          </Stack>
        ) : (
          <Stack>
            <Alert severity="error">{t('account.reset.invalid')}</Alert>
            <p>
              <a href={localizedPath('account', locale)}>{t('account.forgot.title')}</a>
            </p>
          </Stack>
        )}
      </Root>
    </PostingScope>
  );
}
