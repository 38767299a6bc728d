import type { RemoteAppProps } from '@sf/remote-kit';
import { useEffect, useState, type ReactElement } from 'react';
import type { LoginWidgetState } from '../../shared/login-messages';
import { LoginModal } from './login-modal';

/** The header's account link the widget enhances (the shell renders it; without JavaScript it leads to the account page). */
export const ACCOUNT_LINK_SELECTOR = '[data-sf-account-link]';

const stateOf = (value: unknown): LoginWidgetState => {
  const s = (typeof value === 'object' && value !== null ? value : {}) as Partial<LoginWidgetState>;
  return {
    numberLogin: s.numberLogin === true,
    accountUrl: typeof s.accountUrl === 'string' ? s.accountUrl : '/mein-konto',
  };
};

/**
 * The login widget (slot `mfe-account-login`, loaded on the first intent on the header's account
 * link): a visitor's click on that link opens the login modal instead of the page; a logged-in
 * customer goes to the account as before. After a login every tab hears `session:changed` and this
 * one reloads, so the page shows the customer.
 */
export function LoginApp({ props, initialState }: RemoteAppProps): ReactElement {
  const state = stateOf(initialState);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const link = document.querySelector<HTMLAnchorElement>(ACCOUNT_LINK_SELECTOR);
    if (!link) return undefined;
    const onClick = (event: MouseEvent) => {
      if (
        props.session.flags().loggedIn ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      event.preventDefault();
      setOpen(true);
    };
    link.setAttribute('aria-haspopup', 'dialog');
    link.addEventListener('click', onClick);
    return () => {
      link.removeEventListener('click', onClick);
      link.removeAttribute('aria-haspopup');
    };
  }, [props.session]);
  const onLoggedIn = () => {
    props.eventBus.emit({ type: 'session:changed', v: 1, reason: 'login' });
    window.location.reload();
  };
  return (
    <>
      {/* server HTML of the slot (the closed modal renders none): so the widget hydrates with its state */}
      <span hidden data-sf-login="" />
      <LoginModal
        open={open}
        onClose={() => setOpen(false)}
        onLoggedIn={onLoggedIn}
        numberLogin={state.numberLogin}
        accountUrl={state.accountUrl}
      />
    </>
  );
}
