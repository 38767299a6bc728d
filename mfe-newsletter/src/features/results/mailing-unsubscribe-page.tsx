import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { Notice, PageRoot, Text, TextLink } from '../../shared/layout';
import { PageHeading } from '../../shared/page-heading';

/** Outcome of the unsubscribe link of a mail (spec section 4). */
export type MailingOutcome = 'success' | 'not-found' | 'error';

const TEXTS: Record<MailingOutcome, { title: string; text: string }> = {
  success: { title: 'newsletter.mailing.successTitle', text: 'newsletter.mailing.success' },
  'not-found': { title: 'newsletter.mailing.notFoundTitle', text: 'newsletter.mailing.notFound' },
  error: { title: 'newsletter.mailing.errorTitle', text: 'newsletter.mailing.error' },
};

/** Result of the unsubscribe link in a mail: success, not found / already removed, or API error. */
export function MailingUnsubscribePage(props: {
  readonly locale: Locale;
  readonly outcome: MailingOutcome;
  readonly focusHeading: boolean;
}): ReactElement {
  const intl = useIntl();
  const texts = TEXTS[props.outcome];
  return (
    <PageRoot>
      <PageHeading focus={props.focusHeading}>{intl.formatMessage({ id: texts.title })}</PageHeading>
      <Notice $severity={props.outcome === 'success' ? 'success' : props.outcome === 'error' ? 'error' : 'info'}>
        <p>{intl.formatMessage({ id: texts.text })}</p>
      </Notice>
      {props.outcome !== 'success' && (
        <Text>
          <TextLink href={localizedPath('newsletter-unsubscribe', props.locale)}>
            {intl.formatMessage({ id: 'newsletter.mailing.toForm' })}
          </TextLink>
        </Text>
      )}
    </PageRoot>
  );
}
