import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { TextField, PostForm } from '@sf/ui';
import { useState, type ReactElement } from 'react';
import { Field } from 'react-final-form';
import { AreaBox, AreaFrame } from '../../shared/area-frame';
import type { AreaPageMessageId } from '../../shared/area-messages';
import type { PaybackState } from '../../shared/area-page-states';
import { AreaPostButton, AreaPostForm, fieldError } from '../../shared/area-post-form';
import type { AreaNoticeState } from '../../shared/area-state';

const ACTION = '/api/customer/form/area/payback';

/** The browser's check of a PAYBACK customer number: 10 digits (spaces are dropped, as the server does). */
export function paybackError(value: string | undefined): AreaPageMessageId | null {
  const number = (value ?? '').replace(/\s/g, '');
  if (!number) return 'account.required';
  return /^\d{10}$/.test(number) ? null : 'area.payback.invalid';
}

/**
 * `payback` (issue 27: a React page of the account remote): the 10-digit PAYBACK customer number, to
 * add or change (a react-final-form form that posts natively) or remove (a post).
 */
export function PaybackPage({
  state,
  locale,
}: {
  readonly state: PaybackState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t = (id: AreaPageMessageId) => intl.formatMessage({ id });
  const [notice, setNotice] = useState<AreaNoticeState | null>(state.notice);
  return (
    <AreaFrame locale={locale} current="account-payback" title={t('area.nav.payback')} notice={notice}>
      <AreaBox>
        <p>{t('area.payback.text')}</p>
        <p>{state.number ? `${t('area.payback.number')}: ${state.number}` : t('area.payback.none')}</p>
        <AreaPostForm<{ paybackNumber: string }>
          postKey="payback"
          action={ACTION}
          locale={locale}
          initialValues={{ paybackNumber: state.number ?? '' }}
          validate={(v) => {
            const id = paybackError(v.paybackNumber);
            return id ? { paybackNumber: t(id) } : {};
          }}
          required={['paybackNumber']}
          submitLabel={t('area.payback.submit')}
          onRefused={() => setNotice({ message: 'account.errorSummary', kind: 'alert' })}
        >
          <Field<string> name="paybackNumber">
            {({ input, meta }) => (
              <TextField
                {...input}
                id="sf-payback-number"
                label={t('area.payback.number')}
                hint={t('area.payback.hint')}
                autoComplete="off"
                inputMode="numeric"
                maxLength={10}
                required
                error={fieldError(meta, state.error ? t(state.error) : undefined)}
              />
            )}
          </Field>
        </AreaPostForm>
        {state.number && (
          <PostForm action={ACTION} postKey="payback-remove" noValidate>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="remove" value="1" />
            <AreaPostButton variant="secondary">{t('area.payback.remove')}</AreaPostButton>
          </PostForm>
        )}
      </AreaBox>
    </AreaFrame>
  );
}
