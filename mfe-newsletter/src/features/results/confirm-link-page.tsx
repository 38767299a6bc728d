import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { useState, type ReactElement } from 'react';
import { PageRoot, Text } from '../../shared/layout';
import { PageHeading } from '../../shared/page-heading';
import { PostButtonForm, type PostAnswer } from '../../shared/post-button';
import type { ConfirmFailure } from '../../shared/state';
import { ConfirmedPage } from './confirmed-page';

/** Where page 3's button posts. */
export const CONFIRM_ACTION = '/api/newsletter/confirm';

type Outcome =
  | { readonly outcome: 'success'; readonly voucherIssued: boolean }
  | { readonly outcome: 'failure'; readonly reason: ConfirmFailure };

const REASONS: readonly ConfirmFailure[] = ['token-used', 'token-expired', 'token-invalid', 'error'];

/** Page 3's outcome in an API answer (`{ page }`); anything else is the API error state. */
export function confirmOutcomeOf(answer: PostAnswer): Outcome {
  const page = (answer.json as { page?: Record<string, unknown> } | null)?.page;
  if (page?.page === 'confirmed' && page.outcome === 'success')
    return { outcome: 'success', voucherIssued: page.voucherIssued === true };
  const reason = REASONS.find((r) => r === page?.reason);
  return { outcome: 'failure', reason: page?.outcome === 'failure' && reason ? reason : 'error' };
}

/**
 * Page 3 opened from the confirmation mail: opening it confirms nothing (mail scanners follow
 * links); one button confirms the sign-up, then the page shows the spec's success (or why not).
 */
export function ConfirmLinkPage(props: {
  readonly locale: Locale;
  readonly token: string;
  readonly focusHeading: boolean;
}): ReactElement {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (outcome) return <ConfirmedPage locale={props.locale} focusHeading {...outcome} />;
  return (
    <PageRoot>
      <PageHeading focus={props.focusHeading}>
        {intl.formatMessage({ id: 'newsletter.confirm.readyTitle' })}
      </PageHeading>
      <Text>{intl.formatMessage({ id: 'newsletter.confirm.readyText' })}</Text>
      <PostButtonForm
        action={CONFIRM_ACTION}
        token={props.token}
        locale={props.locale}
        label={intl.formatMessage({ id: 'newsletter.mail.confirm.button' })}
        onAnswer={(answer) => setOutcome(confirmOutcomeOf(answer))}
      />
    </PageRoot>
  );
}
