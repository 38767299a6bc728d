import type { Locale } from '@sf/contracts';
import type { ReactElement } from 'react';
import type { InstalmentFigures } from '../../server/domain/formulas';
import { formatFactor, formatMoney, formatPercent } from '../../shared/format';
import type { Translate } from '../../shared/messages';

/** The clamp notice (below the minimum / above the maximum), or nothing. */
export function PriceNotice(p: {
  readonly figures: InstalmentFigures;
  readonly currency: 'EUR' | 'CHF';
  readonly locale: Locale;
  readonly t: Translate;
}): ReactElement | null {
  const { figures: f, currency, locale, t } = p;
  if (!f.notice) return null;
  const bound = formatMoney(f.basePrice, currency, locale);
  return (
    <p role="status" className="sfc-notice">
      {f.notice === 'belowMinimum'
        ? t('credit.notice.belowMinimum', { min: bound })
        : t('credit.notice.aboveMaximum', { max: bound })}
    </p>
  );
}

/** Every figure of the calculator as a description list (money in the tenant's currency). */
export function FiguresList(p: {
  readonly figures: InstalmentFigures;
  readonly currency: 'EUR' | 'CHF';
  readonly locale: Locale;
  readonly t: Translate;
}): ReactElement {
  const { figures: f, currency, locale, t } = p;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const rows: [string, string][] = [
    [t('credit.figure.basePrice'), money(f.basePrice)],
    [t('credit.figure.monthlyInstallment'), money(f.monthlyInstallment)],
    [t('credit.figure.firstInstallment'), money(f.firstInstallment)],
    [t('credit.figure.lastInstallment'), money(f.lastInstallment)],
    [t('credit.figure.installmentSurcharge'), money(f.installmentSurcharge)],
    [
      t('credit.figure.paymentPauseSurcharge'),
      `${money(f.paymentPauseSurcharge)} (${formatPercent(f.paymentPauseSurchargeBp, locale, 1)})`,
    ],
    [t('credit.figure.overallPrice'), money(f.overallPrice)],
    [t('credit.figure.yearlyInterest'), formatFactor(f.yearlyInterestFactor, locale)],
    [t('credit.figure.monthlyInterest'), formatFactor(f.monthlyInterestFactor, locale)],
  ];
  return (
    <dl className="sfc-figures">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
