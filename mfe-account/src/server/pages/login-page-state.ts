import type { Customer } from '../domain/customers';
import type { AreaPageMessageId } from '../../shared/area-messages';
import { isAreaPageMessageId } from '../../shared/area-state';
import { LOGIN_PAGE_FIELDS, type LoginPageField, type LoginPageState } from '../../shared/area-page-states';
import type { AccountNotice } from './account-notice';

/** Who looks at the account page: a visitor, a soft-logged-in customer (the password again), or the customer. */
export type LoginPageView =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'soft'; readonly customer: Customer }
  | { readonly kind: 'customer'; readonly customer: Customer };

/**
 * The state of the account page (issue 27: a React page of the account remote, `src/features/login`):
 * the view, the `returnTo` of the login and registration, and what a refused post came back with (the
 * notice, the form it belongs to and its fields' message ids; never a value but the soft-logged-in
 * customer's own address).
 */
export function loginPageState(
  view: LoginPageView,
  notice: AccountNotice | null,
  returnTo: string | null,
): LoginPageState {
  const form = notice?.form === 'reset' ? null : (notice?.form ?? null);
  const errors: { -readonly [F in LoginPageField]?: AreaPageMessageId } = {};
  for (const field of LOGIN_PAGE_FIELDS) {
    const id = form ? notice?.errors[field] : undefined;
    if (isAreaPageMessageId(id)) errors[field] = id;
  }
  return {
    page: 'login',
    view: view.kind,
    customer:
      view.kind === 'customer'
        ? {
            firstName: view.customer.firstName,
            lastName: view.customer.lastName,
            customerNumber: view.customer.customerNumber,
            businessPartnerNo: view.customer.businessPartnerNo,
          }
        : null,
    email: view.kind === 'soft' ? view.customer.email : null,
    returnTo: view.kind === 'customer' ? null : returnTo,
    captcha: notice?.message === 'account.login.captchaNoScript',
    form,
    errors,
    notice:
      notice && isAreaPageMessageId(notice.message) ? { message: notice.message, kind: notice.kind } : null,
  };
}
