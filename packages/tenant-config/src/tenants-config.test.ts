import { LOCALES, TENANTS } from '@sf/contracts';
import { TENANTS_CONFIG, getTenantConfig, isWhiteLabel, tenantOfLocale } from './tenants-config';
import { isValidBic, isValidIban } from './bank-format';

/** ISO 7064 MOD 11,10 (German USt-IdNr.). */
function deVatValid(id: string): boolean {
  const m = /^DE(\d{9})$/.exec(id);
  if (!m?.[1]) return false;
  let product = 10;
  for (const ch of m[1].slice(0, 8)) {
    let sum = (Number(ch) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product === 10 ? 0 : 11 - product;
  return check === Number(m[1][8]);
}

/** Austrian UID (ATU + 8 digits, last one a check digit). */
function atVatValid(id: string): boolean {
  const m = /^ATU(\d{8})$/.exec(id);
  if (!m?.[1]) return false;
  let s = 0;
  for (let i = 0; i < 7; i++) {
    const p = Number(m[1][i]) * (i % 2 === 0 ? 1 : 2);
    s += p > 9 ? Math.floor(p / 10) + (p % 10) : p;
  }
  return (10 - ((s + 4) % 10)) % 10 === Number(m[1][7]);
}

/** Swiss UID (CHE-123.456.789, mod-11 check digit). */
function chUidValid(id: string): boolean {
  const m = /^CHE-(\d{3})\.(\d{3})\.(\d{3})$/.exec(id);
  if (!m) return false;
  const digits = `${m[1]}${m[2]}${m[3]}`;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = 11 - (sum % 11) === 11 ? 0 : 11 - (sum % 11);
  return check !== 10 && check === Number(digits[8]);
}

/** Dutch VAT number based on an RSIN (11-test). */
function nlVatValid(id: string): boolean {
  const m = /^NL(\d{9})B\d{2}$/.exec(id);
  if (!m?.[1]) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(m[1][i]) * (9 - i);
  sum -= Number(m[1][8]);
  return sum % 11 === 0;
}

describe('TENANTS_CONFIG', () => {
  it('has one entry per tenant, keyed by its id', () => {
    expect(Object.keys(TENANTS_CONFIG).sort()).toEqual([...TENANTS].sort());
    for (const id of TENANTS) expect(getTenantConfig(id).id).toBe(id);
  });

  it('gives every tenant its locales, default locale and language prefixes', () => {
    expect(getTenantConfig('DE')).toMatchObject({
      defaultLocale: 'de-DE',
      locales: ['de-DE'],
      languagePrefixes: {},
    });
    expect(getTenantConfig('AT')).toMatchObject({
      defaultLocale: 'de-AT',
      locales: ['de-AT'],
      languagePrefixes: {},
    });
    expect(getTenantConfig('CH')).toMatchObject({
      defaultLocale: 'de-CH',
      locales: ['de-CH', 'fr-CH'],
      languagePrefixes: { fr: 'fr-CH' },
    });
    expect(getTenantConfig('NL')).toMatchObject({
      defaultLocale: 'nl-NL',
      locales: ['nl-NL'],
      languagePrefixes: {},
    });
  });

  it('covers every locale exactly once, and prefixes select non-default locales of the same tenant', () => {
    const all = TENANTS.flatMap((id) => TENANTS_CONFIG[id].locales);
    expect([...all].sort()).toEqual([...LOCALES].sort());
    for (const id of TENANTS) {
      const cfg = TENANTS_CONFIG[id];
      expect(cfg.locales).toContain(cfg.defaultLocale);
      for (const [prefix, locale] of Object.entries(cfg.languagePrefixes)) {
        expect(prefix).toMatch(/^[a-z]{2}$/);
        expect(cfg.locales).toContain(locale);
        expect(locale).not.toBe(cfg.defaultLocale);
        expect(locale.slice(0, 2)).toBe(prefix);
      }
    }
  });

  it('has the hosts, time zones and currencies of the spec', () => {
    expect(TENANTS_CONFIG.DE.hosts).toEqual(['de.localhost', 'localhost', '127.0.0.1']);
    expect(TENANTS_CONFIG.AT.hosts).toEqual(['at.localhost']);
    expect(TENANTS_CONFIG.CH.hosts).toEqual(['ch.localhost']);
    expect(TENANTS_CONFIG.NL.hosts).toEqual(['nl.localhost']);
    expect(TENANTS.map((id) => TENANTS_CONFIG[id].timeZone)).toEqual([
      'Europe/Berlin',
      'Europe/Vienna',
      'Europe/Zurich',
      'Europe/Amsterdam',
    ]);
    expect(TENANTS.map((id) => TENANTS_CONFIG[id].currency)).toEqual(['EUR', 'EUR', 'CHF', 'EUR']);
    for (const id of TENANTS) {
      expect(() => new Intl.DateTimeFormat('de-DE', { timeZone: TENANTS_CONFIG[id].timeZone })).not.toThrow();
    }
  });

  it.each(TENANTS)('%s has a valid bank account in its own country', (id) => {
    const { bank, company } = TENANTS_CONFIG[id];
    expect(isValidIban(bank.iban)).toBe(true);
    expect(bank.iban.slice(0, 2)).toBe(company.address.country);
    expect(isValidBic(bank.bic)).toBe(true);
    expect(bank.bic.slice(4, 6)).toBe(company.address.country);
    expect(bank.accountHolder).toBe(company.name);
  });

  it('has VAT and register ids in the format of each country, with valid check digits', () => {
    expect(deVatValid(TENANTS_CONFIG.DE.company.vatId)).toBe(true);
    expect(TENANTS_CONFIG.DE.company.register.number).toMatch(/^HRB \d{5,6}$/);
    expect(atVatValid(TENANTS_CONFIG.AT.company.vatId)).toBe(true);
    expect(TENANTS_CONFIG.AT.company.register.number).toMatch(/^FN \d{5,6} [a-z]$/);
    expect(chUidValid(TENANTS_CONFIG.CH.company.register.number)).toBe(true);
    expect(TENANTS_CONFIG.CH.company.vatId).toBe(`${TENANTS_CONFIG.CH.company.register.number} MWST`);
    expect(nlVatValid(TENANTS_CONFIG.NL.company.vatId)).toBe(true);
    expect(TENANTS_CONFIG.NL.company.register.number).toMatch(/^KvK \d{8}$/);
    expect(TENANTS_CONFIG.NL.company.address.postalCode).toMatch(/^\d{4} [A-Z]{2}$/);
  });

  it('gives every tenant the hotline hours and call fees of the spec', () => {
    for (const id of TENANTS) {
      const { hotline, currency } = TENANTS_CONFIG[id];
      expect(hotline.openingHours).toEqual([
        { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '08:00', closes: '21:00' },
        { days: ['sat'], opens: '08:00', closes: '12:00' },
      ]);
      expect(hotline.callFees).toEqual({ landlineCents: 20, mobileMaxCents: 60, currency });
      expect(hotline.e164).toMatch(/^\+\d{8,15}$/);
    }
  });

  it('offers the paylink methods of the spec and a sensible set of checkout methods', () => {
    for (const id of TENANTS) {
      expect(TENANTS_CONFIG[id].payment.paylinkMethods).toEqual([
        'paypal',
        'mastercard',
        'visa',
        'diners',
        'discover',
      ]);
    }
    expect(TENANTS_CONFIG.NL.payment.methods).toContain('ideal');
    expect(TENANTS_CONFIG.CH.payment.methods).toContain('twint');
    expect(TENANTS_CONFIG.DE.payment.methods).toContain('prepayment');
  });

  it('has a well-formed SEPA creditor id exactly where it offers direct debit', () => {
    // ISO 7064 mod 97 over the national id and the country, the business code ("ZZZ") left out
    const creditorIdOk = (id: string) => {
      const m = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(id);
      if (!m) return false;
      const digits = `${m[3]}${m[1]}${m[2]}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
      return BigInt(digits) % 97n === 1n;
    };
    expect(creditorIdOk('DE98ZZZ09999999999')).toBe(true); // the Bundesbank's test id
    expect(creditorIdOk('DE97ZZZ09999999999')).toBe(false);
    for (const id of TENANTS) {
      const { bank, payment, company } = TENANTS_CONFIG[id];
      if (payment.methods.includes('directDebit')) {
        expect(creditorIdOk(bank.sepaCreditorId ?? '')).toBe(true);
        expect(bank.sepaCreditorId?.slice(0, 2)).toBe(company.address.country);
      } else expect(bank.sepaCreditorId).toBeUndefined();
    }
  });

  it('gives the payment pause its terms exactly where it is offered (4 months, the spec)', () => {
    for (const id of TENANTS) {
      const { methods, paymentPause } = TENANTS_CONFIG[id].payment;
      if (methods.includes('paymentPause')) {
        expect(paymentPause?.months).toBe(4);
        expect(paymentPause?.surchargeBp).toBeGreaterThan(0);
      } else expect(paymentPause).toBeUndefined();
    }
  });

  it('has seals per country', () => {
    expect(TENANTS_CONFIG.DE.seals.map((s) => s.id)).toContain('trusted-shops');
    expect(TENANTS_CONFIG.NL.seals.map((s) => s.id)).toEqual(['thuiswinkel']);
    for (const id of TENANTS) {
      for (const seal of TENANTS_CONFIG[id].seals) expect(seal.url).toMatch(/^https:\/\//);
    }
  });

  it('switches features as the spec says', () => {
    for (const id of TENANTS) {
      const f = TENANTS_CONFIG[id].features;
      expect(f.loginByCustomerNumber).toBe(false);
      expect(f.premium).toBe(false);
      expect(f.chatBot).toBe(true);
    }
    expect(TENANTS_CONFIG.DE.features.countrySwitchLayer).toBe(true);
    expect(TENANTS_CONFIG.AT.features.countrySwitchLayer).toBe(false);
  });

  it('ships free from 75 in the shop currency: 75 EUR, in Switzerland 75 CHF (decision 0057)', () => {
    for (const id of TENANTS)
      expect(TENANTS_CONFIG[id].freeShippingThreshold).toEqual({
        amount: 75,
        currency: TENANTS_CONFIG[id].currency,
      });
    expect(TENANTS_CONFIG.CH.freeShippingThreshold).toEqual({ amount: 75, currency: 'CHF' });
  });
});

describe('tenantOfLocale', () => {
  it('maps each locale to the tenant that offers it', () => {
    for (const id of TENANTS) {
      for (const locale of TENANTS_CONFIG[id].locales) expect(tenantOfLocale(locale)).toBe(id);
    }
  });
});

describe('isWhiteLabel', () => {
  it('is the tenant’s whiteLabel flag: off for every shop of today, on for one that says so', () => {
    for (const id of TENANTS) expect([id, isWhiteLabel(id)]).toEqual([id, false]);
    expect(isWhiteLabel('NL', { ...getTenantConfig('NL'), whiteLabel: true })).toBe(true);
    expect(isWhiteLabel('NL', { whiteLabel: false })).toBe(false);
  });
});
