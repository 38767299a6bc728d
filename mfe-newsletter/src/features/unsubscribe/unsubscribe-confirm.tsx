import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { Text } from '../../shared/layout';
import { PostButtonForm, type PostAnswer } from '../../shared/post-button';
import type { UnsubscribeResult } from '../../shared/state';
import { submitTitleId } from './submit-title';

/** Where the button of a confirmation mail's link posts. */
export const UNSUBSCRIBE_CONFIRM_ACTION = '/api/newsletter/unsubscribe/confirm';

const KINDS = new Set([
  'unsubscribe',
  'unsubscribeFlexikonto',
  'frequency',
  'pause',
  'not-found',
  'link-invalid',
  'error',
]);

/** The result in an API answer (`{ result }`); anything unexpected is the error state. */
export function unsubscribeResultOf(answer: PostAnswer): UnsubscribeResult {
  const result = (answer.json as { result?: { kind?: unknown } } | null)?.result;
  return result && typeof result.kind === 'string' && KINDS.has(result.kind)
    ? (result as UnsubscribeResult)
    : { kind: 'error' };
}

/**
 * The unsubscribe page opened from the form's confirmation mail: the choice and one button that
 * applies it (opening the link changes nothing). Only now can the answer be the spec's
 * 'Zu dieser E-Mail gibt es keine Newsletteranmeldung.'.
 */
export function UnsubscribeConfirm(props: {
  readonly locale: Locale;
  readonly token: string;
  readonly newsletter: string;
  readonly onResult: (result: UnsubscribeResult) => void;
}): ReactElement {
  const intl = useIntl();
  const choice = intl.formatMessage({ id: `newsletter.unsubscribe.option.${props.newsletter}` });
  return (
    <>
      <Text>{intl.formatMessage({ id: 'newsletter.unsubscribe.confirmText' }, { choice })}</Text>
      <PostButtonForm
        action={UNSUBSCRIBE_CONFIRM_ACTION}
        token={props.token}
        locale={props.locale}
        label={intl.formatMessage({ id: submitTitleId(props.newsletter) })}
        onAnswer={(answer) => props.onResult(unsubscribeResultOf(answer))}
      />
    </>
  );
}
