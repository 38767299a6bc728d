import { confirmationMail } from './confirmation-mail';
import type { Order } from './types';

// decision 0187: the order confirmation mail, with the tenant's bank details for a transfer
const ORDER: Order = {
  orderNo: '30000123',
  status: 'placed',
  tenant: 'DE',
  locale: 'de-DE',
  customerId: null,
  currency: 'EUR',
  lines: [
    {
      sku: '100-01',
      productName: 'Stehleuchte <Luna>',
      variantLabel: 'weiß',
      quantity: 2,
      unitPriceCents: 1999,
      lineTotalCents: 3998,
    },
  ],
  subtotalCents: 3998,
  discountCents: 0,
  voucherCode: null,
  shippingCents: 595,
  co2Cents: 0,
  surchargeCents: 0,
  totalCents: 4593,
  address: {
    salutation: 'female',
    firstname: 'Erika',
    lastname: 'Muster',
    street: 'Hauptstraße',
    housenumber: '5',
    postalcode: '20095',
    city: 'Hamburg',
    country: 'DE',
    email: 'erika@example.org',
  },
  delivery: { kind: 'home' } as unknown as Order['delivery'],
  paymentMethod: 'prepayment',
  paymentDetails: null,
  paymentDueOn: null,
  placedAt: new Date('2026-11-27T10:00:00Z'),
};

describe('the order confirmation mail', () => {
  it('confirms the order with its lines and sums and names the bank details for a prepayment', () => {
    const mail = confirmationMail(ORDER);
    expect(mail.to).toBe('erika@example.org');
    expect(mail.subject).toBe('Ihre Bestellung 30000123');
    expect(mail.text).toContain('Guten Tag Erika Muster,');
    expect(mail.text).toContain('vielen Dank für Ihre Bestellung 30000123 vom 27. November 2026.');
    expect(mail.text).toMatch(/2 × Stehleuchte <Luna> \(weiß\): 39,98\s€/);
    expect(mail.text).toMatch(/Gesamtsumme: 45,93\s€/);
    expect(mail.text).toMatch(/Bitte überweisen Sie 45,93\s€ innerhalb von 7 Tagen\./);
    for (const line of [
      'Unsere Bankverbindung',
      'Kontoinhaber: Nordhafen Versand GmbH',
      'IBAN: DE48 2005 0550 1027 3849 50',
      'BIC: HASPDEHHXXX',
      'Verwendungszweck: Bestellnummer 30000123',
    ])
      expect(mail.text).toContain(line);
    // the HTML escapes every value
    expect(mail.html).toContain('Stehleuchte &lt;Luna&gt;');
    expect(mail.html).not.toContain('<Luna>');
  });

  it('names no bank details for an order paid at a provider, and speaks the order’s language', () => {
    const paid = confirmationMail({ ...ORDER, status: 'paid', paymentMethod: 'paypal' });
    expect(paid.text).not.toContain('IBAN');
    const fr = confirmationMail({
      ...ORDER,
      tenant: 'CH',
      locale: 'fr-CH',
      currency: 'CHF',
      paymentMethod: 'invoice',
    });
    expect(fr.subject).toBe('Votre commande 30000123');
    expect(fr.text).toContain('Bonjour Erika Muster,');
    expect(fr.text).toMatch(/IBAN\s?: CH/);
  });
});
