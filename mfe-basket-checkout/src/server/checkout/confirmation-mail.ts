import { isLocale, type Locale, type TenantId } from '@sf/contracts';
import { formatPrice } from '@sf/i18n';
import type { OutboxMessage } from '@sf/mail';
import { getTenantConfig } from '@sf/tenant-config';
import { formatIbanForReading, maskIban } from '@sf/validation';
import { serverText } from '../domain/intl';
import { TRANSFER_METHODS, type Order } from './types';

const money = (cents: number, currency: string, locale: Locale) =>
  formatPrice(cents / 100, locale, currency === 'CHF' ? 'CHF' : 'EUR');

const longDay = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );

const percent = (bp: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** One block of the mail: a heading (optional) and its lines, as text and as HTML. */
interface Block {
  readonly heading?: string;
  readonly lines: readonly string[];
}

/**
 * The payment part of the confirmation (decision 0187), as the confirmation page says it (decision
 * 0160): the transfer to make with the tenant's bank details and the order number as the reference
 * (invoice, prepayment, payment pause), the direct debit's mandate (IBAN masked), the pause's due day.
 */
function paymentBlocks(order: Order, locale: Locale): Block[] {
  const t = (id: string, values?: Record<string, string | number>) => serverText(locale, id, values);
  const amount = money(order.totalCents, order.currency, locale);
  const blocks: Block[] = [
    { heading: t('checkout.check.payment'), lines: [t(`checkout.method.${order.paymentMethod}`)] },
  ];
  const d = order.paymentDetails;
  if (d?.kind === 'sepa-mandate')
    blocks.push({
      lines: [
        t('checkout.confirmation.mandate', {
          amount,
          iban: maskIban(d.iban),
          reference: d.mandateReference ?? '',
          creditorId: d.creditorId,
        }),
      ],
    });
  if (d?.kind === 'payment-pause' && order.paymentDueOn)
    blocks.push({
      lines: [
        t('checkout.confirmation.pause', {
          amount,
          date: longDay(order.paymentDueOn, locale),
          percent: percent(d.surchargeBp, locale),
        }),
      ],
    });
  if (TRANSFER_METHODS.includes(order.paymentMethod) && order.status === 'placed') {
    const { bank } = getTenantConfig(order.tenant as TenantId);
    blocks.push({
      lines: [
        order.paymentMethod === 'paymentPause'
          ? t('checkout.bank.paymentPause', {
              amount,
              date: order.paymentDueOn ? longDay(order.paymentDueOn, locale) : '',
            })
          : t(`checkout.bank.${order.paymentMethod}`, { amount }),
      ],
    });
    blocks.push({
      heading: t('checkout.bank.title'),
      lines: [
        `${t('checkout.bank.holder')}: ${bank.accountHolder}`,
        `${t('checkout.bank.bank')}: ${bank.bankName}`,
        `${t('checkout.bank.iban')}: ${formatIbanForReading(bank.iban)}`,
        `${t('checkout.bank.bic')}: ${bank.bic}`,
        `${t('checkout.bank.reference')}: ${t('checkout.bank.referenceValue', { orderNo: order.orderNo })}`,
      ],
    });
  }
  return blocks;
}

/**
 * The order confirmation mail (decision 0187) in the order's language: the order number and day, the
 * lines, the sums as the check page shows them, the delivery address and how to pay — with the
 * tenant's bank details for a transfer. Plain text and the same as simple HTML (every value escaped).
 */
export function confirmationMail(order: Order): OutboxMessage {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'de-DE';
  const t = (id: string, values?: Record<string, string | number>) => serverText(locale, id, values);
  const m = (cents: number) => money(cents, order.currency, locale);
  const a = order.address;
  const intro: Block = {
    lines: [
      t('checkout.mail.greeting', { firstname: a.firstname, lastname: a.lastname }),
      t('checkout.mail.thanks', {
        orderNo: order.orderNo,
        date: longDay(order.placedAt.toISOString(), locale),
      }),
    ],
  };
  const lines: Block = {
    heading: t('checkout.check.lines'),
    lines: order.lines.map(
      (l) =>
        `${l.quantity} × ${l.productName}${l.variantLabel ? ` (${l.variantLabel})` : ''}: ${m(l.lineTotalCents)}`,
    ),
  };
  const sums: Block = {
    lines: [
      `${t('checkout.check.subtotal')}: ${m(order.subtotalCents)}`,
      ...(order.voucherCode
        ? [`${t('checkout.check.voucher', { code: order.voucherCode })}: −${m(order.discountCents)}`]
        : []),
      `${t('checkout.check.shipping')}: ${order.shippingCents === 0 ? t('checkout.check.shippingFree') : m(order.shippingCents)}`,
      ...(order.co2Cents > 0 ? [`${t('checkout.check.co2')}: ${m(order.co2Cents)}`] : []),
      ...(order.surchargeCents > 0 ? [`${t('checkout.check.surcharge')}: ${m(order.surchargeCents)}`] : []),
      `${t('checkout.check.total')}: ${m(order.totalCents)}`,
      t('checkout.check.vat'),
    ],
  };
  const address: Block = {
    heading: t('checkout.check.address'),
    lines: [`${a.firstname} ${a.lastname}`, `${a.street} ${a.housenumber}`, `${a.postalcode} ${a.city}`],
  };
  const blocks = [
    intro,
    lines,
    sums,
    address,
    ...paymentBlocks(order, locale),
    { lines: [t('checkout.mail.closing')] },
  ];
  const text = blocks.map((b) => [...(b.heading ? [b.heading] : []), ...b.lines].join('\n')).join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body>${blocks
    .map(
      (b) =>
        `${b.heading ? `<h2>${escapeHtml(b.heading)}</h2>` : ''}<p>${b.lines.map(escapeHtml).join('<br>')}</p>`,
    )
    .join('')}</body></html>`;
  return {
    to: a.email,
    subject: t('checkout.mail.subject', { orderNo: order.orderNo }),
    text: `${text}\n`,
    html,
  };
}
