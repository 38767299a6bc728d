import { parseVoucherDocument } from './voucher-texts';

const doc = {
  subject: 'Ihr {value} Gutschein',
  body: 'Danke für Ihre Anmeldung: {value} für Ihren nächsten Einkauf.',
  terms: 'Mindestbestellwert {minimum}, gültig bis {date}.',
};

describe('the voucher document', () => {
  it('gives the three texts when each is a valid message with the voucher’s placeholders', () => {
    expect(parseVoucherDocument('de-DE')(doc)).toEqual(doc);
    expect(parseVoucherDocument('nl-NL')({ ...doc, subject: '  Je {value} tegoedbon ' })).toMatchObject({
      subject: 'Je {value} tegoedbon',
    });
  });

  it('refuses a missing, marked-up or too long text, an unknown placeholder and a broken brace', () => {
    const parse = parseVoucherDocument('de-DE');
    expect(parse(null)).toBeNull();
    expect(parse({ ...doc, terms: undefined })).toBeNull();
    expect(parse({ ...doc, body: '<b>Danke</b>' })).toBeNull();
    expect(parse({ ...doc, body: 'x'.repeat(501) })).toBeNull();
    expect(parse({ ...doc, subject: 'Ihr {betrag} Gutschein' })).toBeNull();
    expect(parse({ ...doc, terms: 'Mindestbestellwert {minimum' })).toBeNull();
  });
});
