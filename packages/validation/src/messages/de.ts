/**
 * Validation messages in German: the spec's texts (section 5) where it gives one, our wording
 * (marked "ours") where it names only the rule.
 */
export const MESSAGES_DE = {
  required: 'Das ist ein Pflichtfeld.',
  'password.tooShort': 'Das Passwort ist zu kurz.',
  'password.tooLong': 'Das Passwort ist zu lang.',
  // ours (decision 0101): the spec's style; ASVS 6.2.4
  'password.common': 'Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wählen Sie ein anderes.',
  'password.hint': 'Mindestens 8 Zeichen.',
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
  'contact.subject.invalid': 'Bitte wählen Sie eines der angebotenen Anliegen.', // ours
  digitsOnly: 'Nur Zahlen sind erlaubt',
  noSpecialCharacters: 'Sonderzeichen sind nicht erlaubt.', // ours
  noSpecialCharactersOrNumbers: 'Sonderzeichen und Zahlen sind nicht erlaubt.', // ours
  'postalCode.invalid': 'Die Postleitzahl ist nicht gültig.', // ours (Dutch postcodes)
  'date.invalid': 'Das Datum ist nicht gültig.', // ours
  'file.duplicateName': 'Eine Datei mit diesem Namen haben Sie bereits hinzugefügt.', // ours
  'file.tooMany': 'Sie können höchstens 10 Dateien hochladen.', // ours
  'file.tooLarge': 'Eine Datei darf höchstens 5 MB groß sein.', // ours
  'file.totalTooLarge': 'Alle Dateien zusammen dürfen höchstens 5 MB groß sein.', // ours
  'file.typeNotAllowed':
    'Dieses Dateiformat ist nicht erlaubt. Erlaubt sind JPG, JPEG, PNG, GIF, WEBP, BMP, HEIC und HEIF.', // ours
  'file.notAnImage': 'Die Datei ist kein gültiges Bild.', // ours
  'search.empty': 'Bitte geben Sie zunächst Ihren Suchbegriff ein.',
  'basket.variantRequired': 'Bitte wählen Sie zuerst eine Variante aus!',
  'captcha.required': 'Das ist ein Pflichtfeld.',
  'salutation.invalid': 'Bitte wählen Sie eine der angebotenen Anreden.', // ours
  'newsletter.brands.required': 'Bitte wählen Sie aus, welchen Newsletter Sie erhalten möchten.', // ours
  'newsletter.brands.invalid': 'Bitte wählen Sie einen der angebotenen Newsletter.', // ours
  'newsletter.choice.required': 'Bitte wählen Sie eine Option.', // ours
  'newsletter.choice.invalid': 'Bitte wählen Sie eine der angebotenen Optionen.', // ours
  'newsletter.pauseDays.required': 'Bitte wählen Sie, wie lange der Newsletter pausieren soll.', // ours
  'newsletter.pauseDays.invalid': 'Bitte wählen Sie eine Pause von 7, 14, 21 oder 30 Tagen.', // ours
  'iban.required': 'Bitte geben Sie Ihre IBAN an.', // ours (decision 0160)
  'iban.invalid': 'Die IBAN ist nicht gültig. Bitte prüfen Sie Ihre Eingabe.', // ours
  'iban.notSepa': 'Lastschrift ist nur von einem Konto im SEPA-Raum möglich.', // ours
} as const;

/** Key of a validation message: what validators return, mapped to a text by `validationText`. */
export type ValidationMessageKey = keyof typeof MESSAGES_DE;
