import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { useState, type ReactElement } from 'react';
import { PageRoot, Text } from '../../shared/layout';
import type { PageBaseProps } from '../../shared/navigation';
import { PageHeading } from '../../shared/page-heading';
import type { FieldErrors, FormValues, UnsubscribeResult } from '../../shared/state';
import { UnsubscribeConfirm } from './unsubscribe-confirm';
import { UnsubscribeForm } from './unsubscribe-form';
import { UnsubscribeResultNotice } from './unsubscribe-result';
import { useUnsubscribe } from './use-unsubscribe';

/** Props of {@link UnsubscribePage}. */
export interface UnsubscribePageProps extends PageBaseProps {
  readonly locale: Locale;
  readonly values?: FormValues | undefined;
  readonly fieldErrors?: FieldErrors | undefined;
  /** The result a no-JS post came back with. */
  readonly result?: UnsubscribeResult | undefined;
  /** Opened from a confirmation mail: the choice to confirm with one button instead of the form. */
  readonly confirm?: { readonly token: string; readonly newsletter: string } | undefined;
}

/** The unsubscribe page: pause, change the frequency, leave the Flexikonto newsletter or unsubscribe. */
export function UnsubscribePage(props: UnsubscribePageProps): ReactElement {
  const intl = useIntl();
  const send = useUnsubscribe(props.locale);
  const [shown, setShown] = useState<{ result: UnsubscribeResult; focus: boolean } | null>(
    props.result ? { result: props.result, focus: false } : null,
  );
  return (
    <PageRoot>
      <PageHeading focus={props.focusHeading}>
        {intl.formatMessage({ id: 'newsletter.unsubscribe.title' })}
      </PageHeading>
      {shown && <UnsubscribeResultNotice result={shown.result} focus={shown.focus} />}
      {props.confirm && !shown ? (
        <UnsubscribeConfirm
          locale={props.locale}
          token={props.confirm.token}
          newsletter={props.confirm.newsletter}
          onResult={(result) => setShown({ result, focus: true })}
        />
      ) : (
        <>
          <Text>{intl.formatMessage({ id: 'newsletter.unsubscribe.intro' })}</Text>
          <UnsubscribeForm
            locale={props.locale}
            onSubmit={send}
            onResult={(result) => setShown({ result, focus: true })}
            initialValues={props.values}
            initialErrors={props.fieldErrors}
          />
        </>
      )}
    </PageRoot>
  );
}
