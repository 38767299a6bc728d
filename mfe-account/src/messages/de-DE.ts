/** The account domain's texts in German (spec texts verbatim); fr-CH and nl-NL translate them. */
export const DE_DE = {
  'account.required': 'Das ist ein Pflichtfeld.',
  'account.password.short': 'Das Passwort ist zu kurz.',
  'account.password.long': 'Das Passwort ist zu lang.',
  'account.password.common':
    'Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wählen Sie ein anderes.',
  'account.password.hint': 'Mindestens 8 Zeichen',
  'account.email.invalid': 'Die E-Mail-Adresse ist nicht gültig.',
  'account.name.long': 'Bitte höchstens 60 Zeichen.',
  'account.name.invalid': 'Bitte keine Steuerzeichen und keine spitzen Klammern (< >) verwenden.',
  'account.login.failed': 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
  'account.login.locked': 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten noch einmal.',
  'account.login.captcha':
    'Zu viele fehlgeschlagene Anmeldungen: Bitte lösen Sie zusätzlich die Sicherheitsprüfung.', // ours
  'account.login.captchaNoScript':
    'Zu viele fehlgeschlagene Anmeldungen: Die Anmeldung braucht jetzt eine Sicherheitsprüfung, die JavaScript benötigt. Sie können auch ein neues Passwort anfordern.', // ours
  'account.login.captchaLabel': 'Sicherheitsprüfung', // ours
  'account.customerNumber.invalid': 'Bitte geben Sie Ihre 8-stellige Kundennummer an.',
  'account.birthDate.invalid': 'Bitte geben Sie ein gültiges Geburtsdatum an (TT.MM.JJJJ).',
  'account.login.numberFailed': 'Die Kundennummer oder das Geburtsdatum ist nicht korrekt.',
  'account.login.numberUnavailable': 'Die Anmeldung mit Kundennummer ist in diesem Shop nicht möglich.',
  'account.field.customerNumber': 'Kundennummer',
  'account.field.birthDate': 'Geburtsdatum',
  'account.field.birthDate.hint': 'TT.MM.JJJJ',
  'account.login.tab.email': 'E-Mail und Passwort',
  'account.login.tab.number': 'Kundennummer und Geburtsdatum',
  'account.login.tabs': 'Anmelden mit',
  'account.login.close': 'Schließen',
  'account.login.register': 'Neu hier? Konto anlegen',
  'account.login.forgot': 'Passwort vergessen?',
  'account.login.error':
    'Wir konnten Ihre Anfrage leider nicht bearbeiten. Bitte versuchen Sie es später noch einmal.',
  'account.data.error': 'Nutzerdaten konnten nicht abgerufen werden.',
  'account.error.generic':
    'Wir konnten Ihre Anfrage leider nicht bearbeiten. Bitte versuchen Sie es später noch einmal.',
  'account.error.forbidden': 'Diese Anfrage wurde abgelehnt. Bitte laden Sie die Seite neu.',
  'account.error.tooLarge': 'Ihre Eingaben sind zu lang.',
  'account.error.unsupportedType': 'Diese Anfrage können wir nicht lesen.',
  'account.error.tooMany': 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
  'account.error.retry': 'Zurück zum Formular',
  'account.unauthorized': 'Bitte melden Sie sich an.',
  'account.title': 'Mein Konto',
  'account.login.title': 'Anmelden',
  'account.login.submit': 'Anmelden',
  'account.login.success': 'Sie sind angemeldet.',
  'account.logout.submit': 'Abmelden',
  'account.logout.success': 'Sie sind abgemeldet.',
  'account.register.title': 'Neu hier? Konto anlegen',
  'account.register.submit': 'Konto anlegen',
  'account.register.success':
    'Vielen Dank! Wir haben Ihnen eine E-Mail geschickt. Melden Sie sich jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  'account.register.mail.subject': 'Willkommen: Ihr Kundenkonto',
  'account.register.mail.text':
    'Hallo {firstName} {lastName},\n\nIhr Kundenkonto ist angelegt. Hier melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an:\n{link}\n\nWenn Sie kein Konto angelegt haben, antworten Sie bitte auf diese E-Mail.',
  'account.register.exists.mail.subject': 'Sie haben bereits ein Kundenkonto',
  'account.register.exists.mail.text':
    'Hallo {firstName} {lastName},\n\njemand wollte mit dieser E-Mail-Adresse ein neues Kundenkonto anlegen. Sie haben bereits eines; es bleibt unverändert. Melden Sie sich hier an, oder wählen Sie dort „Passwort vergessen?“:\n{link}\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail.',
  'account.field.email': 'E-Mail-Adresse',
  'account.field.password': 'Passwort',
  'account.field.salutation': 'Anrede',
  'account.field.salutation.female': 'Frau',
  'account.field.salutation.male': 'Herr',
  'account.field.salutation.notSpecified': 'Keine Angabe',
  'account.field.firstName': 'Vorname',
  'account.field.lastName': 'Nachname',
  'account.overview.greeting': 'Willkommen, {firstName} {lastName}',
  'account.overview.customerNumber': 'Kundennummer: {customerNumber}',
  'account.overview.businessPartner': 'Geschäftspartnernummer: {businessPartnerNo}',
  'account.softLogin.title': 'Bitte bestätigen Sie Ihr Passwort',
  'account.softLogin.text':
    'Sie sind noch angemeldet. Für Ihr Kundenkonto geben Sie bitte Ihr Passwort erneut ein.',
  'account.errorSummary': 'Bitte prüfen Sie Ihre Eingaben.',
  'account.forgot.title': 'Passwort vergessen?',
  'account.forgot.text':
    'Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  'account.forgot.submit': 'Link anfordern',
  'account.forgot.sent':
    'Wenn zu dieser E-Mail-Adresse ein Kundenkonto besteht, haben wir Ihnen einen Link geschickt. Er ist 60 Minuten gültig.',
  'account.forgot.error':
    'Ihre Anfrage zum Zurücksetzen des Passworts konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.',
  'account.forgot.sent.title': 'Die E-Mail ist unterwegs',
  'account.forgot.back': 'Zurück zur Anmeldung',
  'account.reset.title': 'Neues Passwort festlegen',
  'account.reset.submit': 'Passwort speichern',
  'account.reset.success': 'Ihr neues Passwort ist gespeichert. Bitte melden Sie sich damit an.',
  'account.reset.invalid': 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.',
  'account.reset.mail.subject': 'Ihr Link für ein neues Passwort',
  'account.reset.mail.text':
    'Hallo {firstName} {lastName},\n\nüber diesen Link legen Sie ein neues Passwort fest (60 Minuten gültig, nur einmal):\n{link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
} as const;

export type AccountMessageId = keyof typeof DE_DE;
