import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { Alert, PostingScope, useHydrated } from '@sf/ui';
import { themeOf } from '@sf/tokens';
import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { AreaBox, AreaFrame, AreaPageRoot } from '../../shared/area-frame';
import type { AreaPageMessageId } from '../../shared/area-messages';
import type { LoginPageState } from '../../shared/area-page-states';
import type { AreaNoticeState } from '../../shared/area-state';
import { PageForgotForm, PageLoginForm, PageRegisterForm } from './login-page-forms';

type T = (id: AreaPageMessageId, values?: Record<string, string>) => string;

const Columns = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(3)};
  grid-template-columns: minmax(0, 1fr);
  ${(p) => themeOf(p).breakpoints.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Box = styled(AreaBox)`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(2)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h2 + h2,
  form + h2 {
    margin-top: ${(p) => themeOf(p).spacing(1.5)};
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;

/** The logged-in customer: the greeting and numbers in the account's frame (navigation, logout). */
function CustomerView({ state, locale, t }: { state: LoginPageState; locale: Locale; t: T }) {
  const customer = state.customer!;
  return (
    <AreaFrame locale={locale} current="account" title={t('account.title')} notice={state.notice}>
      <Box>
        <h2>
          {t('account.overview.greeting', { firstName: customer.firstName, lastName: customer.lastName })}
        </h2>
        <p>{t('account.overview.customerNumber', { customerNumber: customer.customerNumber })}</p>
        <p>{t('account.overview.businessPartner', { businessPartnerNo: customer.businessPartnerNo })}</p>
      </Box>
    </AreaFrame>
  );
}

/**
 * The account page (`/mein-konto`; issue 27, a React page of the account remote): for a visitor the
 * login, "Passwort vergessen?" and registration forms, for a soft-logged-in customer the password again,
 * for the customer the greeting with the account's navigation. Every form posts natively (no JavaScript,
 * before hydration); hydrated, a form keeps its submit disabled until filled, checks in the browser and
 * posts once. The server's notice and messages come with the state.
 */
export function LoginPage({
  state,
  locale,
}: {
  readonly state: LoginPageState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const hydrated = useHydrated();
  const [notice, setNotice] = useState<AreaNoticeState | null>(state.notice);
  if (state.view === 'customer' && state.customer)
    return <CustomerView state={state} locale={locale} t={t} />;
  const refused = () => setNotice({ message: 'account.errorSummary', kind: 'alert' });
  const errorsOf = (form: LoginPageState['form']) => (state.form === form ? state.errors : {});
  // the captcha step needs JavaScript: hydrated, the widget is in the login form and the notice says to solve it
  const captcha = hydrated && state.captcha;
  const message =
    captcha && notice?.message === 'account.login.captchaNoScript'
      ? 'account.login.captcha'
      : notice?.message;
  const login = (labelledBy: string) => (
    <PageLoginForm
      locale={locale}
      labelledBy={labelledBy}
      errors={errorsOf('login')}
      email={state.email}
      returnTo={state.returnTo}
      captcha={captcha}
      onRefused={refused}
    />
  );
  return (
    <PostingScope>
      <AreaPageRoot aria-labelledby="sf-account-title">
        <h1 id="sf-account-title">{t('account.title')}</h1>
        {notice && message ? (
          <Alert severity={notice.kind === 'status' ? 'success' : 'error'}>{t(message)}</Alert>
        ) : null}
        {state.view === 'soft' ? (
          <Box>
            <h2 id="sf-account-soft">{t('account.softLogin.title')}</h2>
            <p>{t('account.softLogin.text')}</p>
            {login('sf-account-soft')}
          </Box>
        ) : (
          <Columns>
            <Box>
              <h2 id="sf-account-login">{t('account.login.title')}</h2>
              {login('sf-account-login')}
              <h2 id="sf-account-forgot">{t('account.forgot.title')}</h2>
              <PageForgotForm
                locale={locale}
                labelledBy="sf-account-forgot"
                errors={errorsOf('forgot')}
                onRefused={refused}
              />
            </Box>
            <Box>
              <h2 id="sf-account-register">{t('account.register.title')}</h2>
              <PageRegisterForm
                locale={locale}
                labelledBy="sf-account-register"
                errors={errorsOf('register')}
                returnTo={state.returnTo}
                onRefused={refused}
              />
            </Box>
          </Columns>
        )}
      </AreaPageRoot>
    </PostingScope>
  );
}
