import { PDFDocument } from 'pdf-lib';
import type { Customer } from './customers';
import { invoicePdf } from './invoice-pdf';
import type { Invoice } from './ledger';

const CUSTOMER = { id: 'x', customerNumber: '40000003', firstName: 'Claire', lastName: 'Favre' } as Customer;
const line = (n: number) => ({
  position: n,
  description: `Canapé « Léa » 😀 n° ${n}`,
  quantity: 1,
  unitCents: 123_456,
  lineCents: 123_456,
});
const INVOICE: Invoice = {
  id: 'i',
  invoiceNo: 'R-2026-300001',
  issuedOn: '2026-09-14',
  dueOn: '2026-10-15',
  currency: 'CHF',
  vatRateBp: 810,
  totalCents: 123_456,
  lines: [line(1)],
};

describe('invoice PDF', () => {
  it('is a PDF with the invoice’s title and language, whatever characters the lines have', async () => {
    const bytes = await invoicePdf(INVOICE, CUSTOMER, 'fr-CH');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Facture R-2026-300001');
    expect(doc.getPageCount()).toBe(1);
  });

  it('continues on further pages when the lines need them', async () => {
    const bytes = await invoicePdf(
      { ...INVOICE, lines: Array.from({ length: 80 }, (_, i) => line(i + 1)) },
      CUSTOMER,
      'de-DE',
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
  });
});
