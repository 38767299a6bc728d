import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { AreaBox, AreaFrame } from '../../shared/area-frame';
import type { InvoicesState } from '../../shared/area-page-states';
import { ScrollTable } from '../../shared/area-parts';
import { day, money } from '../../shared/format';

type Invoice = InvoicesState['invoices'][number];
type T = (id: string, values?: Record<string, string | number>) => string;

/** A VAT rate in basis points as the locale writes a percentage's number (1900 → "19"). */
export const vatRate = (locale: Locale, bp: number): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bp / 100);

function InvoiceCard({ inv, locale, t }: { inv: Invoice; locale: Locale; t: T }): ReactElement {
  const name = t('area.invoices.invoice', { invoiceNo: inv.invoiceNo, date: day(locale, inv.issuedOn) });
  return (
    <AreaBox as="article" aria-labelledby={`sf-invoice-${inv.id}`}>
      <h2 id={`sf-invoice-${inv.id}`}>{name}</h2>
      <p>{t('area.invoices.due', { date: day(locale, inv.dueOn) })}</p>
      <ScrollTable label={name}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('area.table.article')}</th>
              <th scope="col" className="sf-num">
                {t('area.table.quantity')}
              </th>
              <th scope="col" className="sf-num">
                {t('area.invoices.unitPrice')}
              </th>
              <th scope="col" className="sf-num">
                {t('area.table.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {inv.lines.map((l) => (
              <tr key={l.position}>
                <td>{l.description}</td>
                <td className="sf-num">{l.quantity}</td>
                <td className="sf-num">{money(locale, l.unitCents, inv.currency)}</td>
                <td className="sf-num">{money(locale, l.lineCents, inv.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('area.invoices.total')}
              </th>
              <td className="sf-num">{money(locale, inv.totalCents, inv.currency)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {t('area.invoices.vat', { rate: vatRate(locale, inv.vatRateBp) })}
              </th>
              <td className="sf-num">{money(locale, inv.vatCents, inv.currency)}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollTable>
      <p>
        <a
          href={`/api/customer/v1/invoices/${inv.id}.pdf?locale=${locale}`}
          download={`${inv.invoiceNo}.pdf`}
        >
          {t('area.invoices.download', { invoiceNo: inv.invoiceNo })}
        </a>
      </p>
    </AreaBox>
  );
}

/**
 * `meine-rechnungen` (issue 27: a React page of the account remote): each invoice with its lines, total
 * and included VAT, and its PDF, made on request (decision 0072).
 */
export function InvoicesPage({
  state,
  locale,
}: {
  readonly state: InvoicesState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  return (
    <AreaFrame
      locale={locale}
      current="account-invoices"
      title={t('area.nav.invoices')}
      notice={state.notice}
    >
      {state.invoices.length === 0 ? (
        <p>{t('area.invoices.empty')}</p>
      ) : (
        state.invoices.map((inv) => <InvoiceCard key={inv.id} inv={inv} locale={locale} t={t} />)
      )}
    </AreaFrame>
  );
}
