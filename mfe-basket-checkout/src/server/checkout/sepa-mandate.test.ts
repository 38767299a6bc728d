import { checkMandate, mandateText } from './sepa-mandate';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('SEPA mandate', () => {
  it('stores the normalized IBAN, the holder, the creditor id and the text as shown', () => {
    const r = checkMandate(
      { iban: 'de89 3704 0044 0532 0130 00', accountHolder: ' Anna Schmidt ', mandate: 'yes' },
      'DE',
      'de-DE',
      NOW,
    );
    expect(r).toEqual({
      ok: true,
      details: {
        kind: 'sepa-mandate',
        iban: 'DE89370400440532013000',
        accountHolder: 'Anna Schmidt',
        creditorId: 'DE79ZZZ01234567890',
        mandateText: mandateText('de-DE', 'DE'),
        acceptedAt: '2026-11-27T12:00:00.000Z',
      },
    });
    expect(mandateText('de-DE', 'DE')).toContain(
      'Ich ermächtige die Nordhafen Versand GmbH (Gläubiger-Identifikationsnummer DE79ZZZ01234567890)',
    );
  });
  it('names every missing or wrong part', () => {
    const r = checkMandate({ iban: 'DE89370400440532013001', accountHolder: '' }, 'DE', 'de-DE', NOW);
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: 'iban', key: 'iban.invalid' },
        { field: 'accountHolder', key: 'checkout.mandate.holderRequired' },
        { field: 'mandate', key: 'checkout.mandate.acceptRequired' },
      ],
    });
    const none = checkMandate({ mandate: 'on', accountHolder: 'x'.repeat(71) }, 'DE', 'de-DE', NOW);
    expect(none.ok ? [] : none.errors.map((e) => e.key)).toEqual([
      'iban.required',
      'checkout.mandate.holderRequired',
      'checkout.mandate.acceptRequired',
    ]);
  });
  it('refuses where the tenant has no creditor id (no direct debit there)', () => {
    expect(
      checkMandate({ iban: 'NL91ABNA0417164300', accountHolder: 'Daan', mandate: 'yes' }, 'NL', 'nl-NL', NOW)
        .ok,
    ).toBe(false);
  });
});
