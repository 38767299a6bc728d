import type { Locale, TenantId } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { escapeAttribute } from '@sf/server-kit';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RateProtectionForm } from '../../features/flexikonto/rate-protection-form';
import { LoginPrompt } from '../../features/flexikonto/flexikonto-page';
import { formatMoney, formatPercent } from '../../shared/format';
import { translator, type Translate } from '../../shared/messages';
import { CREDIT_STYLES } from '../../shared/styles';
import type { FlexikontoOverview } from '../domain/accounts';
import { conditionsOf } from '../domain/conditions';
import { computeInstalments, rateProtectionFee } from '../domain/formulas';
import { WIDGET_SCRIPT } from './widget-script';

/** A widget slot's props (`x-sf-widget-props`): the price in cents (and its currency, informative). */
export interface WidgetProps {
  readonly price: number;
}

/** Reads the props header; null when missing or not a price in cents. */
export function readWidgetProps(header: string | undefined): WidgetProps | null {
  if (!header || header.length > 512) return null;
  try {
    const parsed = JSON.parse(header) as { price?: unknown };
    return typeof parsed.price === 'number' &&
      Number.isSafeInteger(parsed.price) &&
      parsed.price >= 0 &&
      parsed.price <= 100_000_000
      ? { price: parsed.price }
      : null;
  } catch {
    return null;
  }
}

const style = `<style>${CREDIT_STYLES}</style>`;

/** The fallback text of the credit widget (also what the composer shows when this server fails). */
export function widgetFallback(locale: Locale): string {
  return `<div class="sfc-widget"><p>${escapeAttribute(translator(locale)('credit.widget.fallback'))}</p></div>`;
}

/**
 * The product page's and basket's credit widget: "from X per month" (the longest term) and a link to
 * the calculator page with the price, which the inline script (page nonce) turns into the modal.
 */
export function creditWidget(
  tenant: TenantId,
  locale: Locale,
  props: WidgetProps | null,
  nonce: string | null,
): string {
  const t = translator(locale);
  const c = conditionsOf(tenant);
  const term = c.terms[c.terms.length - 1]!;
  const f = props ? computeInstalments(props.price, term, false, c) : null;
  if (!props || !f) return style + widgetFallback(locale);
  const query = new URLSearchParams({ price: String(props.price), locale }).toString();
  const href = `${localizedPath('credit-calculator', locale)}?price=${props.price}`;
  // outside the tenant's range no monthly figure: one computed on the clamped price would not be this
  // product's (the calculator behind the link says how it was clamped)
  const line =
    f.notice === 'belowMinimum' ? (
      t('credit.widget.belowMinimum', { min: formatMoney(c.minBasePrice, c.currency, locale) })
    ) : f.notice === 'aboveMaximum' ? (
      t('credit.widget.aboveMaximum', { max: formatMoney(c.maxBasePrice, c.currency, locale) })
    ) : (
      <>
        <strong>
          {t('credit.widget.from', { monthly: formatMoney(f.monthlyInstallment, c.currency, locale) })}
        </strong>{' '}
        {t('credit.widget.term', { term })}
      </>
    );
  const html = renderToStaticMarkup(
    <div className="sfc-widget" data-sfc-widget="">
      <p>{line}</p>
      <a href={href} data-sfc-open="" data-sfc-query={query} aria-haspopup="dialog">
        {t('credit.widget.open')}
      </a>
    </div>,
  );
  const script = nonce ? `<script nonce="${escapeAttribute(nonce)}">${WIDGET_SCRIPT}</script>` : '';
  return style + html + script;
}

/** The checkout's payment pause widget (`/kasse/zahlpause`): pay after 4 months, surcharge % and amount. */
export function paymentPauseWidget(tenant: TenantId, locale: Locale, props: WidgetProps | null): string {
  const t = translator(locale);
  const c = conditionsOf(tenant);
  const f = props ? computeInstalments(props.price, c.terms[0]!, true, c) : null;
  const surcharge = f ? formatMoney(f.paymentPauseSurcharge, c.currency, locale) : '–';
  return (
    style +
    renderToStaticMarkup(
      <div className="sfc-widget">
        <p>
          <strong>{t('credit.pause.title')}</strong>:{' '}
          {t('credit.pause.text', {
            months: c.pauseMonths,
            percent: formatPercent(c.pauseSurchargeBp, locale, 1),
            surcharge,
          })}
        </p>
      </div>,
    )
  );
}

/** The open balance of the rate protection example for a customer without a Flexikonto: 1,000.00. */
export const RATE_PROTECTION_EXAMPLE_BALANCE = 100_000;

/**
 * The checkout's rate protection widget (`/kasse/ratenschutz`, `…-aktualisierung`): the order form;
 * a customer without a Flexikonto is told so and gets the fee with an example (spec § 9: 1.15 % of
 * the open balance monthly; 1,000.00 of the tenant's currency → 11.50).
 */
export function rateProtectionWidget(
  tenant: TenantId,
  locale: Locale,
  overview: FlexikontoOverview | null,
  loggedIn: boolean,
  update: boolean,
  unavailable = false,
): string {
  const t = translator(locale);
  const body = !loggedIn ? (
    <LoginPrompt loginPath={localizedPath('account', locale)} t={t} />
  ) : !overview && unavailable ? (
    <p>{t('credit.flexikonto.unavailable')}</p>
  ) : !overview ? (
    <NoAccountExample tenant={tenant} locale={locale} t={t} />
  ) : (
    <RateProtectionForm
      overview={overview}
      locale={locale}
      t={t}
      update={update}
      error={null}
      idPrefix="sfc-protection-widget"
      level={2}
    />
  );
  return style + renderToStaticMarkup(<div className="sfc-widget-block">{body}</div>);
}

function NoAccountExample({
  tenant,
  locale,
  t,
}: {
  tenant: TenantId;
  locale: Locale;
  t: Translate;
}): ReactElement {
  const c = conditionsOf(tenant);
  return (
    <section aria-labelledby="sfc-protection-example-title">
      <h2 id="sfc-protection-example-title">{t('credit.protection.title')}</h2>
      <p>{t('credit.flexikonto.none')}</p>
      <p>{t('credit.protection.message')}</p>
      <p>
        {t('credit.protection.example', {
          percent: formatPercent(c.rateProtectionBp, locale),
          balance: formatMoney(RATE_PROTECTION_EXAMPLE_BALANCE, c.currency, locale),
          fee: formatMoney(rateProtectionFee(RATE_PROTECTION_EXAMPLE_BALANCE, c), c.currency, locale),
        })}
      </p>
    </section>
  );
}
