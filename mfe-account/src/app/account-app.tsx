import type { RemoteAppProps } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { AddressBookPage } from '../features/address-book/address-book-page';
import { BonusPage } from '../features/bonus/bonus-page';
import { GatePage } from '../features/gate/gate-page';
import { BookingsPage } from '../features/ledger/bookings-page';
import { InvoicesPage } from '../features/ledger/invoices-page';
import { PaymentDatesPage } from '../features/ledger/payment-dates-page';
import { LoginPage } from '../features/login/login-page';
import { OrdersPage } from '../features/orders/orders-page';
import { OverviewPage } from '../features/overview/overview-page';
import { PaybackPage } from '../features/payback/payback-page';
import { PersonalDataPage } from '../features/personal-data/personal-data-page';
import { ResetPage } from '../features/reset/reset-page';
import { isAreaState } from '../shared/area-state';

/**
 * The account remote's root (slot `mfe-account`): the account page (login, registration), the account
 * area's React pages and the password reset page, picked by the fragment server's state (issue 27, decision 0230). The same component
 * renders on the server and hydrates in the browser.
 */
export function AccountApp({ props, initialState }: RemoteAppProps): ReactElement | null {
  if (!isAreaState(initialState)) return null;
  const { locale } = props;
  const state = initialState;
  switch (state.page) {
    case 'overview':
      return <OverviewPage state={state} locale={locale} />;
    case 'personal-data':
      return <PersonalDataPage state={state} locale={locale} />;
    case 'gate':
      return <GatePage state={state} locale={locale} />;
    case 'address-book':
      return <AddressBookPage state={state} locale={locale} />;
    case 'bookings':
      return <BookingsPage state={state} locale={locale} />;
    case 'invoices':
      return <InvoicesPage state={state} locale={locale} />;
    case 'payment-dates':
      return <PaymentDatesPage state={state} locale={locale} />;
    case 'orders':
      return <OrdersPage state={state} locale={locale} />;
    case 'payback':
      return <PaybackPage state={state} locale={locale} />;
    case 'bonus':
      return <BonusPage state={state} locale={locale} />;
    case 'reset':
      return <ResetPage state={state} locale={locale} />;
    case 'login':
      return <LoginPage state={state} locale={locale} />;
  }
}
