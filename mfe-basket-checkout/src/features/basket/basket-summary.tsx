import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import { TextField, PostForm } from '@sf/ui';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { formatMoney } from '../../shared/money';
import { PostButton } from '../../shared/post-form';
import type { BasketPageView } from '../../shared/state';
import { ActionLink, SumRow, Warning } from '../../shared/ui';

const Aside = styled.aside`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(1)};
  padding: ${(p) => themeOf(p).spacing(2)};
  border: 1px solid ${(p) => themeOf(p).palette.divider};
  border-radius: ${(p) => themeOf(p).radii.md};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h3 {
    margin: ${(p) => themeOf(p).spacing(1)} 0 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;
const VoucherForm = styled(PostForm)`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing(1)};
  align-items: end;
`;
const Code = styled(TextField)`
  max-width: 12rem;
`;
/** The credit remote's widget is composed into this slot at the edge: its height is kept (no shift). */
const CreditSlot = styled.div`
  min-height: 4.5rem;
`;
/** React leaves the edge's widget HTML alone on hydration (decision 0046). */
const EDGE_FILLED = { __html: '' };

/** The basket's summary: sums, the voucher and CO2 forms, the credit widget's slot and the way to the checkout. */
export function BasketSummary({
  view,
  locale,
}: {
  readonly view: BasketPageView;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (cents: number) => formatMoney(cents, view.currency, locale);
  const id = 'sf-basket-summary';
  return (
    <Aside aria-labelledby={id}>
      <h2 id={id}>{t('basket.page.summary')}</h2>
      <SumRow>
        <span>{t('basket.page.subtotal')}</span> <span>{money(view.subtotal)}</span>
      </SumRow>
      {view.voucher ? (
        <>
          <SumRow>
            <span>
              {t('basket.voucher.discount')} {view.voucher.code}
            </span>{' '}
            <span>{view.voucher.applies ? `−${money(view.discount)}` : '–'}</span>
          </SumRow>
          {!view.voucher.applies && view.voucher.reason ? (
            <Warning>
              {t(`basket.voucher.${view.voucher.reason}`, {
                minimum: money(view.voucher.minimumOrderCents),
              })}
            </Warning>
          ) : null}
          <PostForm action="/api/basket/form/voucher/remove" postKey="voucher-remove">
            <input type="hidden" name="locale" value={locale} />
            <PostButton variant="text">{t('basket.voucher.remove')}</PostButton>
          </PostForm>
        </>
      ) : (
        <VoucherForm action="/api/basket/form/voucher" postKey="voucher">
          <input type="hidden" name="locale" value={locale} />
          <Code
            id="sf-basket-voucher"
            label={t('basket.voucher.label')}
            name="code"
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            required
          />
          <PostButton>{t('basket.voucher.redeem')}</PostButton>
        </VoucherForm>
      )}
      <div>
        <h3>{t('basket.co2.title')}</h3>
        <p>
          {view.co2.chosen ? t('basket.co2.chosen', { amount: money(view.co2.cents) }) : t('basket.co2.text')}
        </p>
        <PostForm action="/api/basket/form/co2" postKey="co2">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="chosen" value={view.co2.chosen ? 'no' : 'yes'} />
          <PostButton variant={view.co2.chosen ? 'text' : 'secondary'}>
            {view.co2.chosen
              ? t('basket.co2.remove')
              : t('basket.co2.add', { amount: money(view.co2.cents) })}
          </PostButton>
        </PostForm>
      </div>
      {view.co2.chosen || view.voucher ? (
        <SumRow>
          <span>{t('basket.voucher.total')}</span> <span>{money(view.total)}</span>
        </SumRow>
      ) : null}
      <CreditSlot
        data-sf-widget-slot="mfe-credit-instalments"
        data-sf-widget-props={JSON.stringify({ price: view.total, currency: view.currency })}
        aria-hidden="true"
        suppressHydrationWarning
        dangerouslySetInnerHTML={EDGE_FILLED}
      />
      <p>
        {view.clubFreeShipping
          ? t('basket.page.clubFreeShipping')
          : view.freeShipping
            ? t('basket.page.freeShipping')
            : t('basket.page.missingForFreeShipping', {
                amount: money(view.missingForFreeShipping),
                threshold: money(view.freeShippingThreshold),
              })}
      </p>
      <p>{t('basket.page.vatNote')}</p>
      {view.catalogAvailable && view.items.every((i) => i.lineTotal !== null) ? (
        <ActionLink href={localizedPath('checkout-login', locale)}>
          {t('checkout.basket.toCheckout')}
        </ActionLink>
      ) : null}
    </Aside>
  );
}
