import type { Locale } from '@sf/contracts';
import { getTenantConfig } from '@sf/tenant-config';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Customer } from './customers';
import { accountText } from './intl';
import { includedVat, type Invoice } from './ledger';

const A4: [number, number] = [595.28, 841.89];
const LEFT = 56;
const RIGHT = A4[0] - 56;

const money = (locale: Locale, cents: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
const day = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

/** Text the standard font can write (WinAnsi): thin and no-break spaces become spaces, anything else unknown "?". */
function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\u00a0\u202f\u2009]/g, ' ')]
    .map((ch) => (known.has(ch.codePointAt(0)!) ? ch : '?'))
    .join('');
}

/**
 * The invoice as a PDF, made on request from the ledger (decision 0072: pdf-lib, the standard
 * Helvetica, nothing read from disk): the customer, the invoice number and dates, the lines, the
 * total and the VAT it contains, in the shopper's locale, and the shop's bank details for the
 * transfer (decision 0160: the customer's tenant's account, the invoice number as the reference). A4,
 * more pages when the lines need them.
 */
export async function invoicePdf(invoice: Invoice, customer: Customer, locale: Locale): Promise<Uint8Array> {
  const t = (id: string, values?: Record<string, string | number>) => accountText(locale, id, values);
  const doc = await PDFDocument.create();
  const issued = new Date(`${invoice.issuedOn}T12:00:00Z`);
  doc.setTitle(t('area.pdf.title', { invoiceNo: invoice.invoiceNo }), { showInWindowTitleBar: true });
  doc.setLanguage(locale);
  doc.setCreator('mfe-account');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - 64;
  const line = (text: string, opts: { x?: number; size?: number; f?: PDFFont; right?: boolean } = {}) => {
    const f = opts.f ?? font;
    const size = opts.size ?? 10;
    const s = writable(f, text);
    const x = opts.right ? (opts.x ?? RIGHT) - f.widthOfTextAtSize(s, size) : (opts.x ?? LEFT);
    page.drawText(s, { x, y, size, font: f });
  };
  const next = (gap = 16) => {
    y -= gap;
    if (y < 72) {
      page = doc.addPage(A4);
      y = A4[1] - 64;
    }
  };

  line(t('area.pdf.title', { invoiceNo: invoice.invoiceNo }), { size: 18, f: bold });
  next(28);
  line(
    t('area.pdf.customer', {
      name: `${customer.firstName} ${customer.lastName}`,
      customerNumber: customer.customerNumber,
    }),
  );
  next();
  line(t('area.pdf.issued', { date: day(locale, invoice.issuedOn) }));
  next();
  line(t('area.invoices.due', { date: day(locale, invoice.dueOn) }));
  next(28);
  line(t('area.table.article'), { f: bold });
  line(t('area.table.quantity'), { f: bold, x: 350, right: true });
  line(t('area.invoices.unitPrice'), { f: bold, x: 450, right: true });
  line(t('area.table.amount'), { f: bold, right: true });
  next(6);
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.5 });
  next(14);
  for (const l of invoice.lines) {
    line(l.description.length > 48 ? `${l.description.slice(0, 47)}…` : l.description);
    line(String(l.quantity), { x: 350, right: true });
    line(money(locale, l.unitCents, invoice.currency), { x: 450, right: true });
    line(money(locale, l.lineCents, invoice.currency), { right: true });
    next();
  }
  next(4);
  line(t('area.invoices.total'), { f: bold });
  line(money(locale, invoice.totalCents, invoice.currency), { f: bold, right: true });
  next();
  line(
    t('area.invoices.vat', {
      rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(invoice.vatRateBp / 100),
    }),
  );
  line(money(locale, includedVat(invoice.totalCents, invoice.vatRateBp), invoice.currency), { right: true });
  next(28);
  const { bank } = getTenantConfig(customer.tenant);
  line(t('area.pdf.transfer', { date: day(locale, invoice.dueOn) }), { f: bold });
  for (const text of [
    t('area.pdf.bankHolder', { holder: bank.accountHolder }),
    t('area.pdf.bankName', { bank: bank.bankName }),
    t('area.pdf.bankIban', { iban: bank.iban.replace(/(.{4})(?=.)/g, '$1 ') }),
    t('area.pdf.bankBic', { bic: bank.bic }),
    t('area.pdf.bankReference', { invoiceNo: invoice.invoiceNo }),
  ]) {
    next();
    line(text);
  }
  return doc.save();
}
