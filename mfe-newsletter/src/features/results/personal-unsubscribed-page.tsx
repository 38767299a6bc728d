import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { Notice, PageRoot } from '../../shared/layout';
import { PageHeading } from '../../shared/page-heading';

/** Success page of the personal-newsletter unsubscribe link. */
export function PersonalUnsubscribedPage({ focusHeading }: { readonly focusHeading: boolean }): ReactElement {
  const intl = useIntl();
  return (
    <PageRoot>
      <PageHeading focus={focusHeading}>
        {intl.formatMessage({ id: 'newsletter.personal.title' })}
      </PageHeading>
      <Notice $severity="success">
        <p>{intl.formatMessage({ id: 'newsletter.personal.text' })}</p>
      </Notice>
    </PageRoot>
  );
}
