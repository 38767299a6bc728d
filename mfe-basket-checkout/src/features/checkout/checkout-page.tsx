import type { Locale } from '@sf/contracts';
import type { ReactElement } from 'react';
import type { CheckoutState } from '../../shared/checkout-state';
import { CheckPage } from './check-page';
import { CreditPage, PausePage } from './credit-pages';
import { DeliveryPage } from './delivery-page';
import { LoginPage } from './login-page';
import { PaylinkPage, PaylinkResultPage } from './paylink-pages';
import { PaymentPage } from './payment-page';
import { ConfirmationPage, NoOrderPage } from './result-pages';

/** The checkout's page of a state (issue 27: every step, the Flexikonto's and the payment link's pages, React pages of the remote). */
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
    case 'checkout-credit':
      return <CreditPage state={state} locale={locale} />;
    case 'checkout-pause':
      return <PausePage state={state} locale={locale} />;
    case 'paylink':
      return <PaylinkPage state={state} locale={locale} />;
    case 'paylink-refusal':
    case 'paylink-success':
    case 'checkout-paid':
      return <PaylinkResultPage state={state} locale={locale} />;
  }
}
