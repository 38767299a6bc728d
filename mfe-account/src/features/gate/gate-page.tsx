import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import { TextField } from '@sf/ui';
import type { ReactElement } from 'react';
import { Field } from 'react-final-form';
import { AreaBox, AreaFrame, DataError } from '../../shared/area-frame';
import type { AreaPageMessageId } from '../../shared/area-messages';
import type { GateState } from '../../shared/area-page-states';
import { AreaPostForm, fieldError } from '../../shared/area-post-form';

type T = (id: AreaPageMessageId) => string;

/** A soft-logged-in customer on a page with personal data: the password again (a new session of type 2). */
function ReauthForm({ state, locale, t }: { state: GateState; locale: Locale; t: T }): ReactElement {
  return (
    <AreaBox>
      <h2 id="sf-area-reauth">{t('area.reauth.title')}</h2>
      <p>{t('area.reauth.text')}</p>
      <AreaPostForm
        postKey="reauth"
        action="/api/customer/form/area/reauth"
        locale={locale}
        labelledBy="sf-area-reauth"
        initialValues={{ password: '' }}
        validate={(v) => (v.password ? {} : { password: t('account.required') })}
        required={['password']}
        submitLabel={t('area.reauth.submit')}
      >
        <input type="hidden" name="returnTo" value={state.path} />
        <Field<string> name="password">
          {({ input, meta }) => (
            <TextField
              {...input}
              id="sf-area-reauth-password"
              type="password"
              autoComplete="current-password"
              label={t('account.field.password')}
              required
              error={fieldError(meta)}
            />
          )}
        </Field>
      </AreaPostForm>
    </AreaBox>
  );
}

/**
 * An account page without its data: the login prompt for a visitor (back to the page afterwards), the
 * password again for a soft-logged-in customer before personal data or a change (decision 0070), or
 * "Nutzerdaten konnten nicht abgerufen werden." with a reload link; in the page's frame.
 */
export function GatePage({
  state,
  locale,
}: {
  readonly state: GateState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t: T = (id) => intl.formatMessage({ id });
  return (
    <AreaFrame locale={locale} current={state.route} title={t(state.title)} notice={state.notice}>
      {state.gate === 'login' ? (
        <AreaBox>
          <p>{t('area.loginPrompt')}</p>
          <p>
            <a href={`${localizedPath('account', locale)}?returnTo=${encodeURIComponent(state.path)}`}>
              {t('area.loginLink')}
            </a>
          </p>
        </AreaBox>
      ) : state.gate === 'reauth' ? (
        <ReauthForm state={state} locale={locale} t={t} />
      ) : (
        <DataError message="account.data.error" reload={state.path} t={t} />
      )}
    </AreaFrame>
  );
}
