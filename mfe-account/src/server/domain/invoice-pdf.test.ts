import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import type { Customer } from './customers';
import { invoicePdf } from './invoice-pdf';
import type { Invoice } from './ledger';

const CUSTOMER = {
  id: 'x',
  customerNumber: '40000003',
  firstName: 'Claire',
  lastName: 'Favre',
  tenant: 'CH',
} as Customer;

/** The text a PDF of pdf-lib draws: its deflated content streams' hex strings (WinAnsi) decoded. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      texts.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}
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

  it('names the shop’s account for the transfer, with the invoice number as the reference (decision 0160)', async () => {
    const swiss = pdfText(await invoicePdf(INVOICE, CUSTOMER, 'fr-CH'));
    expect(swiss).toContain('IBAN : CH69 0070 0110 0012 3456 7');
    expect(swiss).toContain('Titulaire du compte : Nordhafen Versand (Schweiz) AG');
    expect(swiss).toContain('Communication : facture R-2026-300001');
    const german = pdfText(await invoicePdf(INVOICE, { ...CUSTOMER, tenant: 'DE' }, 'de-DE'));
    expect(german).toContain('IBAN: DE48 2005 0550 1027 3849 50');
    expect(german).toContain('BIC: HASPDEHHXXX');
    expect(german).toContain('Verwendungszweck: Rechnung R-2026-300001');
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
