import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { NEWSLETTER_CONSTANTS } from '../../shared/constants';
import { PageRoot, SmallText, Text } from '../../shared/layout';
import { PageHeading } from '../../shared/page-heading';

/** Page 2: the double opt-in mail is on its way; the shopper confirms with its link. */
export function PendingPage({ focusHeading }: { readonly focusHeading: boolean }): ReactElement {
  const intl = useIntl();
  return (
    <PageRoot>
      <PageHeading focus={focusHeading}>{intl.formatMessage({ id: 'newsletter.pending.title' })}</PageHeading>
      <Text>{intl.formatMessage({ id: 'newsletter.pending.text' })}</Text>
      <SmallText>
        {intl.formatMessage(
          { id: 'newsletter.pending.hint' },
          { hours: NEWSLETTER_CONSTANTS.confirmationTokenHours },
        )}
      </SmallText>
    </PageRoot>
  );
}
