import { useIntl } from '@sf/remote-kit';
import { Dialog } from '@sf/ui';
import * as Tabs from '@radix-ui/react-tabs';
import { useRef, type ReactElement } from 'react';
import styled from 'styled-components';
import { LoginForm, type LoginField } from './login-form';

const EMAIL_FIELDS: readonly LoginField[] = [
  { name: 'email', label: 'account.field.email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'account.field.password', type: 'password', autoComplete: 'current-password' },
];
const NUMBER_FIELDS: readonly LoginField[] = [
  { name: 'customerNumber', label: 'account.field.customerNumber', type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'birthDate', label: 'account.field.birthDate', type: 'text', autoComplete: 'bday', hint: 'account.field.birthDate.hint' },
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

/**
 * The login modal (spec section 2): e-mail and password, and — where the shop offers it — a second
 * tab with customer number and birth date (WAI-ARIA tabs by Radix: arrow keys move between the tabs).
 * The dialog traps focus and gives it back to the link that opened it.
 */
export function LoginModal({ open, onClose, onLoggedIn, numberLogin, accountUrl }: LoginModalProps): ReactElement {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const first = useRef<HTMLInputElement | null>(null);
  const emailForm = <LoginForm action="/api/customer/login" fields={EMAIL_FIELDS} onLoggedIn={onLoggedIn} firstFieldRef={first} />;
  return (
    <Dialog open={open} onClose={onClose} title={t('account.login.title')} closeLabel={t('account.login.close')} initialFocusRef={first}>
      {numberLogin ? (
        <Tabs.Root defaultValue="email">
          <TabList aria-label={t('account.login.tabs')}>
            <Tab value="email">{t('account.login.tab.email')}</Tab>
            <Tab value="number">{t('account.login.tab.number')}</Tab>
          </TabList>
          <Tabs.Content value="email">{emailForm}</Tabs.Content>
          <Tabs.Content value="number">
            <LoginForm action="/api/customer/login/customer-number" fields={NUMBER_FIELDS} onLoggedIn={onLoggedIn} />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        emailForm
      )}
      <Links>
        <a href={`${accountUrl}#sf-account-forgot`}>{t('account.login.forgot')}</a>
        <a href={`${accountUrl}#sf-account-register`}>{t('account.login.register')}</a>
      </Links>
    </Dialog>
  );
}
