import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { accountText } from '../domain/intl';
import type { AccountNotice } from './account-notice';
import { CSS, Field, Notice, type T } from './account-page';

/** `/password/reset?token=…`: the form for the new password, or the invalid-link message with a way to ask again. */
function ResetPage({
  locale,
  token,
  notice,
}: {
  locale: Locale;
  token: string | null;
  notice: AccountNotice | null;
}): ReactElement {
  const t: T = (id, values) => accountText(locale, id, values);
  return (
    <section className="sf-account" aria-labelledby="sf-reset-title">
      <style>{CSS}</style>
      <h1 id="sf-reset-title">{t('account.reset.title')}</h1>
      {token ? (
        <div className="sf-account__box">
          {notice ? <Notice notice={notice} t={t} /> : null}
          <form method="post" action="/api/customer/form/password/reset" noValidate>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="token" value={token} />
            <Field
              id="sf-reset-password"
              name="password"
              type="password"
              autoComplete="new-password"
              label={t('account.field.password')}
              hint={t('account.password.hint')}
              error={notice?.form === 'reset' ? notice.errors.password : undefined}
              t={t}
            />
            <button type="submit">{t('account.reset.submit')}</button>
          </form>
        </div>
      ) : (
        <div className="sf-account__box">
          <p className="sf-account__notice" role="alert">
            {t('account.reset.invalid')}
          </p>
          <p>
            <a href={localizedPath('account', locale)}>{t('account.forgot.title')}</a>
          </p>
        </div>
      )}
    </section>
  );
}

export function renderResetPage(locale: Locale, token: string | null, notice: AccountNotice | null): string {
  return renderToStaticMarkup(<ResetPage locale={locale} token={token} notice={notice} />);
}
