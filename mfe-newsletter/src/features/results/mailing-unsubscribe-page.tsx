import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import { useState, type ReactElement } from 'react';
import { Link } from '@sf/ui';
import { Notice, PageRoot, Text } from '../../shared/layout';
import { PageHeading } from '../../shared/page-heading';
import { PostButtonForm, type PostAnswer } from '../../shared/post-button';
import type { MailingOutcome } from '../../shared/state';

export type { MailingOutcome } from '../../shared/state';

/** Where the mailing-unsubscribe page's button posts. */
export const MAILING_ACTION = '/api/newsletter/mailing-unsubscribe';

const TEXTS: Record<MailingOutcome, { title: string; text: string }> = {
  success: { title: 'newsletter.mailing.successTitle', text: 'newsletter.mailing.success' },
  'not-found': { title: 'newsletter.mailing.notFoundTitle', text: 'newsletter.mailing.notFound' },
  expired: { title: 'newsletter.mailing.errorTitle', text: 'newsletter.mailing.expired' },
  error: { title: 'newsletter.mailing.errorTitle', text: 'newsletter.mailing.error' },
};

const OUTCOMES = Object.keys(TEXTS) as MailingOutcome[];

/** The outcome in an API answer (`{ outcome }`); anything else is the API error state. */
export function mailingOutcomeOf(answer: PostAnswer): MailingOutcome {
  const outcome = (answer.json as { outcome?: unknown } | null)?.outcome;
  return OUTCOMES.find((o) => o === outcome) ?? 'error';
}

/**
 * A mail's unsubscribe link opened: opening it changes nothing (mail scanners follow links); one
 * button unsubscribes, then the page shows the outcome in place.
 */
export function MailingUnsubscribeLinkPage(props: {
  readonly locale: Locale;
  readonly token: string;
  readonly focusHeading: boolean;
}): ReactElement {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<MailingOutcome | null>(null);
  if (outcome) return <MailingUnsubscribePage locale={props.locale} outcome={outcome} focusHeading />;
  return (
    <PageRoot>
      <PageHeading focus={props.focusHeading}>
        {intl.formatMessage({ id: 'newsletter.mailing.readyTitle' })}
      </PageHeading>
      <Text>{intl.formatMessage({ id: 'newsletter.mailing.readyText' })}</Text>
      <PostButtonForm
        action={MAILING_ACTION}
        token={props.token}
        locale={props.locale}
        label={intl.formatMessage({ id: 'newsletter.mailing.button' })}
        onAnswer={(answer) => setOutcome(mailingOutcomeOf(answer))}
      />
    </PageRoot>
  );
}

/** Result of the unsubscribe link in a mail: success, not found / already removed, expired link, or API error. */
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
      <Notice
        $severity={props.outcome === 'success' ? 'success' : props.outcome === 'error' ? 'error' : 'info'}
      >
        <p>{intl.formatMessage({ id: texts.text })}</p>
      </Notice>
      {props.outcome !== 'success' && (
        <Text>
          <Link href={localizedPath('newsletter-unsubscribe', props.locale)}>
            {intl.formatMessage({ id: 'newsletter.mailing.toForm' })}
          </Link>
        </Text>
      )}
    </PageRoot>
  );
}
