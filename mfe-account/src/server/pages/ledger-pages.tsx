import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import { includedVat, type Invoice } from '../domain/ledger';
import type { ShownBooking, ShownMaturity } from '../domain/paused-orders';
import { areaT, DataError, day, money, ScrollTable } from './area-layout';

/**
 * `meine-buchungen`: every booking, newest first (each row anchored, so payment dates link to it);
 * the orders paid by the payment pause among them (decision 0160).
 */
export function BookingsContent({
  bookings,
  locale,
}: {
  bookings: readonly ShownBooking[];
  locale: Locale;
}): ReactElement {
  const t = areaT(locale);
  if (!bookings.length) return <p>{t('area.bookings.empty')}</p>;
  return (
    <ScrollTable label={t('area.nav.bookings')}>
      <table>
        <caption className="sf-visually-hidden">{t('area.nav.bookings')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('area.table.date')}</th>
            <th scope="col">{t('area.table.text')}</th>
            <th scope="col" className="sf-num">
              {t('area.table.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.id} id={`booking-${b.id}`}>
              <td>{day(locale, b.bookedOn)}</td>
              <td>{`${t(`area.bookings.kind.${b.kind}`)} ${b.reference}`}</td>
              <td className="sf-num">{money(locale, b.amountCents, b.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

export const vatRate = (locale: Locale, bp: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bp / 100);

/** `meine-rechnungen`: each invoice with its lines and total, and its PDF (generated on request). */
export function InvoicesContent({
  invoices,
  locale,
}: {
  invoices: readonly Invoice[];
  locale: Locale;
}): ReactElement {
  const t = areaT(locale);
  if (!invoices.length) return <p>{t('area.invoices.empty')}</p>;
  return (
    <>
      {invoices.map((inv) => (
        <article key={inv.id} className="sf-account__box" aria-labelledby={`sf-invoice-${inv.id}`}>
          <h2 id={`sf-invoice-${inv.id}`}>
            {t('area.invoices.invoice', { invoiceNo: inv.invoiceNo, date: day(locale, inv.issuedOn) })}
          </h2>
          <p>{t('area.invoices.due', { date: day(locale, inv.dueOn) })}</p>
          <ScrollTable
            label={t('area.invoices.invoice', { invoiceNo: inv.invoiceNo, date: day(locale, inv.issuedOn) })}
          >
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
                  <td className="sf-num">
                    {money(locale, includedVat(inv.totalCents, inv.vatRateBp), inv.currency)}
                  </td>
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
        </article>
      ))}
    </>
  );
}

/**
 * `meine-zahltermine`: the maturities with their state and a link to the booking (a paused order's
 * named as such, decision 0160); on error the message with a reload link.
 */
export function PaymentDatesContent({
  maturities,
  locale,
  path,
}: {
  maturities: readonly ShownMaturity[] | null;
  locale: Locale;
  path: string;
}): ReactElement {
  const t = areaT(locale);
  if (!maturities) return <DataError locale={locale} path={path} message="area.paymentDates.error" />;
  const bookings = localizedPath('account-bookings', locale);
  return (
    <>
      <p>{t('area.paymentDates.text')}</p>
      {maturities.length === 0 ? (
        <p>{t('area.paymentDates.empty')}</p>
      ) : (
        <ScrollTable label={t('area.nav.paymentDates')}>
          <table>
            <caption className="sf-visually-hidden">{t('area.nav.paymentDates')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('area.paymentDates.due')}</th>
                <th scope="col" className="sf-num">
                  {t('area.table.amount')}
                </th>
                <th scope="col">{t('area.paymentDates.state')}</th>
                <th scope="col">{t('area.nav.bookings')}</th>
              </tr>
            </thead>
            <tbody>
              {maturities.map((m) => (
                <tr key={m.id}>
                  <td>{day(locale, m.dueOn)}</td>
                  <td className="sf-num">{money(locale, m.amountCents, m.currency)}</td>
                  <td>{t(m.paid ? 'area.paymentDates.paid' : 'area.paymentDates.open')}</td>
                  <td>
                    {m.bookingId ? (
                      <a href={`${bookings}#booking-${m.bookingId}`}>
                        {m.pausedOrderNo
                          ? t('area.paymentDates.pause', { orderNo: m.pausedOrderNo })
                          : `${t('area.paymentDates.booking')} (${day(locale, m.dueOn)})`}
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </>
  );
}
