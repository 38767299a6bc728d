import type { RemoteAppProps } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { ConfirmLinkPage } from '../features/results/confirm-link-page';
import { ConfirmedPage } from '../features/results/confirmed-page';
import { ExistingPage } from '../features/results/existing-page';
import {
  MailingUnsubscribeLinkPage,
  MailingUnsubscribePage,
} from '../features/results/mailing-unsubscribe-page';
import { PendingPage } from '../features/results/pending-page';
import { PersonalUnsubscribedPage } from '../features/results/personal-unsubscribed-page';
import { SignupPage } from '../features/signup/signup-page';
import { UnsubscribePage } from '../features/unsubscribe/unsubscribe-page';
import { isNewsletterState } from '../shared/state';
import { useNewsletterRoute } from './use-newsletter-route';

/**
 * The newsletter remote's root: picks the page of the current route and hands it its server
 * state. The same component renders on the fragment server and hydrates in the browser.
 */
export function NewsletterApp({ props, initialState }: RemoteAppProps): ReactElement {
  const { tenant, locale } = props;
  const state = isNewsletterState(initialState) ? initialState : null;
  const [current, navigate] = useNewsletterRoute(tenant, locale, state);
  const { page, focusHeading } = current;
  switch (page.page) {
    case 'signup':
      return (
        <SignupPage
          locale={locale}
          navigate={navigate}
          focusHeading={focusHeading}
          values={page.values}
          fieldErrors={page.fieldErrors}
        />
      );
    case 'pending':
      return <PendingPage focusHeading={focusHeading} />;
    case 'confirmed':
      if (page.outcome === 'ready')
        return <ConfirmLinkPage locale={locale} token={page.token} focusHeading={focusHeading} />;
      return page.outcome === 'success' ? (
        <ConfirmedPage
          locale={locale}
          focusHeading={focusHeading}
          outcome="success"
          voucherIssued={page.voucherIssued}
        />
      ) : (
        <ConfirmedPage locale={locale} focusHeading={focusHeading} outcome="failure" reason={page.reason} />
      );
    case 'existing':
      return <ExistingPage locale={locale} focusHeading={focusHeading} />;
    case 'unsubscribe':
      return (
        <UnsubscribePage
          locale={locale}
          navigate={navigate}
          focusHeading={focusHeading}
          values={page.values}
          fieldErrors={page.fieldErrors}
          result={page.result}
          confirm={page.confirm}
        />
      );
    case 'mailing-unsubscribe':
      if (page.outcome === 'ready')
        return <MailingUnsubscribeLinkPage locale={locale} token={page.token} focusHeading={focusHeading} />;
      return <MailingUnsubscribePage locale={locale} outcome={page.outcome} focusHeading={focusHeading} />;
    case 'personal-unsubscribed':
      return <PersonalUnsubscribedPage focusHeading={focusHeading} />;
  }
}
