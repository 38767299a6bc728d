import { LOCALES } from '@sf/contracts';
import { MESSAGES_DE, type ValidationMessageKey } from './messages/de';
import { MESSAGES_FR } from './messages/fr';
import { MESSAGES_NL } from './messages/nl';
import {
  isValidationMessageKey,
  makeFieldValidator,
  makeFormValidator,
  validationMessages,
  validationText,
} from './validation-text';
import { validateNewsletterSignup } from './forms/newsletter';
import { validateEmail } from './rules/email';

const KEYS = Object.keys(MESSAGES_DE) as ValidationMessageKey[];

describe('message tables', () => {
  it('carry the spec’s German texts verbatim', () => {
    expect(MESSAGES_DE).toMatchObject({
      required: 'Das ist ein Pflichtfeld.',
      'password.tooShort': 'Das Passwort ist zu kurz.',
      'password.tooLong': 'Das Passwort ist zu lang.',
      'email.invalid': 'Die E-Mail-Adresse ist nicht gültig.',
      'email.invalidPleaseEnter': 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      'email.required': 'Bitte E-Mail-Adresse eingeben.',
      'contact.firstname.required': 'Bitte geben Sie Ihren Vornamen an!',
      'contact.lastname.required': 'Bitte geben Sie Ihren Nachnamen an!',
      'contact.street.required': 'Bitte geben Sie Ihre Straße an!',
      'contact.city.required': 'Bitte geben Sie Ihren Wohnort an!',
      'contact.pleaseSpecify': 'Bitte angeben!',
      'contact.customerNumber.required': 'Bitte gib deine Kundennummer an!',
      'contact.message.required': 'Bitte verfassen Sie eine Nachricht!',
      digitsOnly: 'Nur Zahlen sind erlaubt',
      'search.empty': 'Bitte geben Sie zunächst Ihren Suchbegriff ein.',
      'basket.variantRequired': 'Bitte wählen Sie zuerst eine Variante aus!',
      'captcha.required': 'Das ist ein Pflichtfeld.',
    });
    expect(MESSAGES_DE['password.hint']).toContain('8');
  });

  it('have a French and a Dutch text for every key, translated', () => {
    expect(Object.keys(MESSAGES_FR).sort()).toEqual([...KEYS].sort());
    expect(Object.keys(MESSAGES_NL).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      expect([key, MESSAGES_FR[key]]).not.toEqual([key, MESSAGES_DE[key]]);
      expect([key, MESSAGES_NL[key]]).not.toEqual([key, MESSAGES_DE[key]]);
      expect(MESSAGES_FR[key].trim()).not.toBe('');
      expect(MESSAGES_NL[key].trim()).not.toBe('');
    }
  });
});

describe('validationText', () => {
  it('picks the language of the locale', () => {
    expect(validationText('required', 'de-DE')).toBe('Das ist ein Pflichtfeld.');
    expect(validationText('required', 'de-AT')).toBe('Das ist ein Pflichtfeld.');
    expect(validationText('required', 'fr-CH')).toBe('Ce champ est obligatoire.');
    expect(validationText('required', 'nl-NL')).toBe('Dit is een verplicht veld.');
  });

  it('writes ss for ß in de-CH', () => {
    expect(validationText('contact.street.required', 'de-DE')).toBe('Bitte geben Sie Ihre Straße an!');
    expect(validationText('contact.street.required', 'de-CH')).toBe('Bitte geben Sie Ihre Strasse an!');
    expect(validationText('file.tooLarge', 'de-CH')).toBe('Eine Datei darf höchstens 5 MB gross sein.');
    for (const text of Object.values(validationMessages('de-CH'))) expect(text).not.toContain('ß');
  });

  it('returns an unknown key unchanged', () => {
    expect(validationText('no.such.key' as ValidationMessageKey, 'de-DE')).toBe('no.such.key');
    expect(validationText('toString' as ValidationMessageKey, 'de-DE')).toBe('toString');
  });

  it('covers every key in every locale', () => {
    for (const locale of LOCALES) expect(Object.keys(validationMessages(locale))).toHaveLength(KEYS.length);
  });
});

describe('isValidationMessageKey', () => {
  it('accepts keys and refuses anything else', () => {
    expect(isValidationMessageKey('required')).toBe(true);
    expect(isValidationMessageKey('constructor')).toBe(false);
    expect(isValidationMessageKey(42)).toBe(false);
  });
});

describe('makeFormValidator', () => {
  it('maps message keys to texts of the locale (react-final-form validate)', () => {
    const validateDe = makeFormValidator(validateNewsletterSignup, 'de-DE');
    expect(validateDe({ email: 'x', brands: '' })).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      brands: 'Bitte wählen Sie aus, welchen Newsletter Sie erhalten möchten.',
    });
    const validateNl = makeFormValidator(validateNewsletterSignup, 'nl-NL');
    expect(validateNl({ email: '', brands: 'OTTO' })).toEqual({ email: 'Vul je e-mailadres in.' });
    expect(validateNl({ email: 'jan@voorbeeld.nl', brands: 'both' })).toEqual({});
  });
});

describe('makeFieldValidator', () => {
  it('maps a field rule to a text or undefined', () => {
    const validate = makeFieldValidator((v: unknown) => validateEmail(v, 'account'), 'fr-CH');
    expect(validate('')).toBe('Ce champ est obligatoire.');
    expect(validate('a@b')).toBe('L’adresse e-mail n’est pas valide.');
    expect(validate('anne@exemple.ch')).toBeUndefined();
  });
});
