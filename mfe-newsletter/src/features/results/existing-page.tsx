import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { Link } from '@sf/ui';
import { PageRoot, Text } from '../../shared/layout';
import { PageHeading } from '../../shared/page-heading';

/** Page 4: the address is already subscribed; links to the page that changes or ends it. */
export function ExistingPage(props: {
  readonly locale: Locale;
  readonly focusHeading: boolean;
}): ReactElement {
  const intl = useIntl();
  return (
    <PageRoot>
      <PageHeading focus={props.focusHeading}>
        {intl.formatMessage({ id: 'newsletter.existing.title' })}
      </PageHeading>
      <Text>{intl.formatMessage({ id: 'newsletter.existing.text' })}</Text>
      <Text>
        <Link href={localizedPath('newsletter-unsubscribe', props.locale)}>
          {intl.formatMessage({ id: 'newsletter.existing.manage' })}
        </Link>
      </Text>
    </PageRoot>
  );
}
