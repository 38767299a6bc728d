import { useIntl } from '@sf/remote-kit';
import { Button, Dialog } from '@sf/ui';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { ForgotSentView, ForgotView } from './forgot-views';
import { EMAIL_LOGIN_FIELDS, type LoginField } from './login-fields';
import { LoginForm } from './login-form';
const NUMBER_FIELDS: readonly LoginField[] = [
  {
    name: 'customerNumber',
    label: 'account.field.customerNumber',
    type: 'text',
    autoComplete: 'off',
    inputMode: 'numeric',
  },
  {
    name: 'birthDate',
    label: 'account.field.birthDate',
    type: 'text',
    autoComplete: 'bday',
    hint: 'account.field.birthDate.hint',
  },
];

const TabList = styled(Tabs.List)`
  display: flex;
  gap: 0.25rem;
  margin-bottom: 1rem;
  border-bottom: 1px solid var(--sf-color-border, #8a8a8a);
`;
const Tab = styled(Tabs.Trigger)`
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[data-state='active'] {
    border-bottom-color: currentColor;
    font-weight: 700;
  }
  &:focus-visible {
    outline: 3px solid var(--sf-color-focus, #1a5fb4);
    outline-offset: 2px;
  }
`;
const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin-top: 1rem;
  a {
    display: inline-block;
    min-height: 24px;
  }
`;

export interface LoginModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onLoggedIn: () => void;
  /** Show the customer-number tab (the shop offers it, decision 0080). */
  readonly numberLogin: boolean;
  readonly accountUrl: string;
}

/** What the dialog shows: the login, the forgot-password form, or its success view. */
type View = 'login' | 'forgot' | 'sent';

/**
 * The login modal (spec section 2): e-mail and password, and — where the shop offers it — a second
 * tab with customer number and birth date (WAI-ARIA tabs by Radix: arrow keys move between the tabs).
 * "Passwort vergessen?" switches the same dialog to the forgot-password view and then to its success
 * view (spec section 2), each with a way back. The dialog traps focus and gives it back to the link
 * that opened it; on a switch the focus moves to the new view's first field or heading.
 */
export function LoginModal({
  open,
  onClose,
  onLoggedIn,
  numberLogin,
  accountUrl,
}: LoginModalProps): ReactElement {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const first = useRef<HTMLInputElement | null>(null);
  const forgotEmail = useRef<HTMLInputElement | null>(null);
  const sentHeading = useRef<HTMLHeadingElement | null>(null);
  const [view, setView] = useState<View>('login');
  // set by a switch, not by opening: on open the dialog itself focuses `first`
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    (view === 'sent' ? sentHeading : view === 'forgot' ? forgotEmail : first).current?.focus();
  }, [view]);
  const show = (next: View) => {
    switched.current = true;
    setView(next);
  };
  // a reopened dialog starts at the login again
  const close = () => {
    setView('login');
    onClose();
  };
  const emailForm = (
    <LoginForm
      action="/api/customer/login"
      fields={EMAIL_LOGIN_FIELDS}
      onLoggedIn={onLoggedIn}
      firstFieldRef={first}
    />
  );
  const login = (
    <>
      {numberLogin ? (
        <Tabs.Root defaultValue="email">
          <TabList aria-label={t('account.login.tabs')}>
            <Tab value="email">{t('account.login.tab.email')}</Tab>
            <Tab value="number">{t('account.login.tab.number')}</Tab>
          </TabList>
          <Tabs.Content value="email">{emailForm}</Tabs.Content>
          <Tabs.Content value="number">
            <LoginForm
              action="/api/customer/login/customer-number"
              fields={NUMBER_FIELDS}
              onLoggedIn={onLoggedIn}
            />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        emailForm
      )}
      <Links>
        <Button variant="text" onClick={() => show('forgot')}>
          {t('account.login.forgot')}
        </Button>
        <a href={`${accountUrl}#sf-account-register`}>{t('account.login.register')}</a>
      </Links>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t(view === 'login' ? 'account.login.title' : 'account.forgot.title')}
      closeLabel={t('account.login.close')}
      initialFocusRef={first}
    >
      {view === 'forgot' ? (
        <ForgotView emailRef={forgotEmail} onSent={() => show('sent')} onBack={() => show('login')} />
      ) : view === 'sent' ? (
        <ForgotSentView headingRef={sentHeading} onBack={() => show('login')} />
      ) : (
        login
      )}
    </Dialog>
  );
}
