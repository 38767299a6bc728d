import type { Locale } from '@sf/contracts';
import type { ReactElement } from 'react';
import type { CheckoutState } from '../../shared/checkout-state';
import { CheckPage } from './check-page';
import { DeliveryPage } from './delivery-page';
import { LoginPage } from './login-page';
import { PaymentPage } from './payment-page';
import { ConfirmationPage, NoOrderPage } from './result-pages';

/** The checkout's page of a state (issue 27: every step a React page of the remote). */
export function CheckoutPage({
  state,
  locale,
}: {
  readonly state: CheckoutState;
  readonly locale: Locale;
}): ReactElement {
  switch (state.page) {
    case 'checkout-login':
      return <LoginPage state={state} locale={locale} />;
    case 'checkout-delivery':
      return <DeliveryPage state={state} locale={locale} />;
    case 'checkout-payment':
      return <PaymentPage state={state} locale={locale} />;
    case 'checkout':
      return <CheckPage state={state} locale={locale} />;
    case 'checkout-confirmation':
      return <ConfirmationPage state={state} locale={locale} />;
    case 'checkout-no-order':
      return <NoOrderPage state={state} locale={locale} />;
  }
}
