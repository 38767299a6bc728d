import type { Locale } from '@sf/contracts';
import type { ReactNode } from 'react';
import type { Translate } from './translate';

/** The account's logout (mfe-account): a POST, so a link or a prefetch never logs anyone out. */
export const LOGOUT_ACTION = '/api/customer/form/logout';

/**
 * Shows the header's logout before the first paint for a logged-in customer: an inline script right
 * after the form (`previousElementSibling`) reads the login-state cookie (`loginState`, JSON, `li`
 * '1' = logged in; `__Host-` over TLS; readable on purpose, a UI hint the server never trusts) and
 * unhides the form. The header stays one shared, cacheable fragment, as with the basket count
 * (decision 0056).
 */
export const LOGOUT_SCRIPT =
  '(function(f){var m=f&&/(?:^|;\\s*)(?:__Host-)?loginState=([^;]*)/.exec(document.cookie);if(!m)return;' +
  "try{if(JSON.parse(decodeURIComponent(m[1])).li==='1')f.hidden=false}catch(e){}})" +
  '(document.currentScript&&document.currentScript.previousElementSibling)';

/**
 * The header's "Abmelden" for a logged-in customer (hidden for everyone else): posts the page's
 * locale to the account's logout, which ends the session and answers 303 to the account page with
 * "Sie sind abgemeldet." Without the nonce (no inline script allowed) the form stays hidden.
 */
export function HeaderLogout({
  locale,
  t,
  nonce,
}: {
  readonly locale: Locale;
  readonly t: Translate;
  readonly nonce?: string | null | undefined;
}): ReactNode {
  if (!nonce) return null;
  return (
    <>
      <form method="post" action={LOGOUT_ACTION} data-sf-logout="" hidden>
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className="sf-header-logout">
          {t('shell.logout')}
        </button>
      </form>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: LOGOUT_SCRIPT }} />
    </>
  );
}
