/** German texts of the service-contact remote (spec section 5 where it gives them). */
export const DE_DE: Readonly<Record<string, string>> = {
  'contact.title': 'Kontaktformular',
  'contact.intro': 'Schreiben Sie uns: Wir antworten in der Regel innerhalb von zwei Werktagen.',
  'contact.requiredNote': 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
  'contact.salutation': 'Anrede',
  'contact.salutation.female': 'Frau',
  'contact.salutation.male': 'Herr',
  'contact.salutation.notSpecified': 'Keine Angabe',
  'contact.firstname': 'Vorname',
  'contact.lastname': 'Nachname',
  'contact.email': 'E-Mail-Adresse',
  'contact.phone': 'Telefonnummer',
  'contact.customernumber': 'Kundennummer',
  'contact.birthday': 'Geburtsdatum',
  'contact.birthday.hint': 'TT.MM.JJJJ',
  'contact.street': 'Straße',
  'contact.housenumber': 'Hausnummer',
  'contact.postalcode': 'Postleitzahl',
  'contact.city': 'Wohnort',
  'contact.subject': 'Ihr Anliegen',
  'contact.subject.choose': 'Bitte wählen',
  'contact.message': 'Ihre Nachricht',
  'contact.attachments': 'Anhänge',
  'contact.attachments.hint':
    'Bis zu 10 Bilder (JPG, JPEG, PNG, GIF, WEBP, BMP, HEIC, HEIF), je Datei und zusammen höchstens 5 MB.',
  'contact.attachments.remove': '{name} entfernen',
  'contact.attachments.chosen': 'Ausgewählte Dateien',
  'contact.cancel.legend': 'Widerspruch (optional)',
  'contact.cancelnl': 'Ich möchte keinen Newsletter mehr erhalten.',
  'contact.canceladvertising': 'Ich möchte keine Werbung per Post mehr erhalten.',
  'contact.cancelmarketing': 'Ich widerspreche der Nutzung meiner Daten für Marketingzwecke.',
  'contact.captcha': 'Sicherheitsprüfung',
  'contact.captcha.noscript':
    'Die Sicherheitsprüfung braucht JavaScript. Bitte schalten Sie JavaScript ein oder rufen Sie uns an.',
  'contact.submit': 'Nachricht senden',
  'contact.sending': 'Wird gesendet …',
  'contact.success.title': 'Vielen Dank für Ihre Nachricht!',
  'contact.success.text':
    'Ihre Nachricht ist bei uns eingegangen. Ihre Vorgangsnummer: {reference}. Wir melden uns so schnell wie möglich.',
  'contact.success.back': 'Zur Service-Hilfe',
  'contact.error.generic': 'Es ist ein Fehler aufgetreten.',
  'contact.error.general':
    'Wir konnten Ihre Anfrage leider nicht bearbeiten. Bitte versuchen Sie es später noch einmal.',
  'contact.error.checkInput': 'Bitte prüfen Sie Ihre Eingaben.',
  'contact.error.upload': 'Fehler beim Hochladen von {name}: {reason}',
  'contact.error.forbidden': 'Diese Anfrage ist nicht erlaubt.',
  'contact.error.tooLarge': 'Ihre Nachricht ist zu groß. Anhänge dürfen zusammen höchstens 5 MB groß sein.',
  'contact.error.unsupportedType': 'Dieses Format wird nicht unterstützt.',
  'contact.error.tooMany':
    'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  'contact.error.retry': 'Zurück zum Formular',
  'contact.captcha.invalid': 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte lösen Sie sie erneut.',
  'contact.captcha.expired': 'Die Sicherheitsprüfung ist abgelaufen. Bitte lösen Sie sie erneut.',
  'contact.captcha.replayed': 'Diese Sicherheitsprüfung wurde bereits verwendet. Bitte lösen Sie sie erneut.',
  'contact.message.tooLong': 'Ihre Nachricht darf höchstens 5000 Zeichen lang sein.',
  'contact.message.markup': 'Bitte schreiben Sie Ihre Nachricht ohne HTML- oder Script-Code.',
  'contact.phone.invalid': 'Bitte geben Sie eine gültige Telefonnummer an.',
  'contact.subject.articleComplaint': 'Reklamation eines Artikels',
  'contact.subject.articleComplaint.answer':
    'Das tut uns leid! Nennen Sie uns bitte Ihre Kundennummer, den Artikel und was nicht stimmt; Fotos helfen uns, schnell zu entscheiden.',
  'contact.subject.changeEmail': 'Änderung der E-Mail-Daten',
  'contact.subject.changeEmail.answer':
    'Ihre E-Mail-Adresse können Sie jederzeit selbst in „Mein Konto“ unter „Meine persönlichen Daten“ ändern. Schreiben Sie uns, wenn das nicht klappt.',
  'contact.subject.changeData': 'Änderung der Daten',
  'contact.subject.changeData.answer':
    'Name, Anschrift und Telefonnummer ändern Sie am schnellsten in „Mein Konto“. Für eine Änderung durch uns brauchen wir Ihre Kundennummer und Ihre vollständige Anschrift.',
  'contact.subject.customerAccount': 'Kundenkonto',
  'contact.subject.customerAccount.answer':
    'Fragen zu Buchungen, Rechnungen und Zahlungen beantworten wir gern. Ihr Kontostand steht jederzeit in „Mein Konto“.',
  'contact.subject.returnsStatus': 'Status der Rücksendung',
  'contact.subject.returnsStatus.answer':
    'Sobald Ihre Rücksendung bei uns eingetroffen ist, erstatten wir den Betrag innerhalb von 2 Werktagen. Den Stand sehen Sie in „Mein Konto“ unter „Meine Bestellungen und Lieferungen“.',
  'contact.subject.productQuestion': 'Frage zu einem Artikel',
  'contact.subject.productQuestion.answer':
    'Nennen Sie uns bitte die Artikelnummer, dann beantworten wir Ihre Frage zu Maßen, Material oder Verfügbarkeit.',
  'contact.subject.shipping': 'Lieferung',
  'contact.subject.shipping.answer':
    'Den Lieferstatus jeder Bestellung finden Sie in „Mein Konto“. Ab 75 € Bestellwert liefern wir versandkostenfrei.',
  'contact.subject.website': 'Website',
  'contact.subject.website.answer':
    'Beschreiben Sie bitte, auf welcher Seite und mit welchem Gerät und Browser etwas nicht funktioniert; ein Bildschirmfoto hilft uns sehr.',
  'contact.subject.complaint': 'Beschwerde / Anmerkung',
  'contact.subject.complaint.answer':
    'Danke, dass Sie uns Ihre Meinung sagen. Jede Beschwerde wird von unserem Kundenservice persönlich gelesen und beantwortet.',
  'contact.subject.removeData': 'Daten löschen',
  'contact.subject.removeData.answer':
    'Wir löschen Ihre Daten, soweit keine gesetzlichen Aufbewahrungspflichten bestehen. Damit wir Sie sicher zuordnen können, brauchen wir Ihre vollständige Anschrift.',
  'contact.subject.bonusProgramme': 'Bonusprogramm',
  'contact.subject.bonusProgramme.answer':
    'Ihre Punkte und Prämien sehen Sie in „Mein Konto“. Nennen Sie uns bitte Ihre Kundennummer, wenn Punkte fehlen.',
  'contact.subject.bonusProgramme.link': 'Zu Ihren Bonuspunkten in „Mein Konto“',
  'contact.subject.newsletter': 'Newsletter',
  'contact.subject.newsletter.answer':
    'An- und abmelden, pausieren oder die Häufigkeit ändern können Sie selbst auf unseren Newsletter-Seiten; Ihre Fragen beantworten wir gern.',
  'contact.subject.reportBarrier': 'Barriere melden',
  'contact.subject.reportBarrier.answer':
    'Danke, dass Sie uns eine Barriere melden! Beschreiben Sie bitte, auf welcher Seite Sie auf ein Hindernis gestoßen sind, was Sie tun wollten und welche Hilfsmittel Sie nutzen (zum Beispiel Screenreader, Vergrößerung oder Tastatur). Ihre Meldung geht direkt an unser Team für Barrierefreiheit; wir antworten innerhalb von zwei Wochen.',
  'contact.subject.otherQuestion': 'Sonstige Frage',
  'contact.subject.otherQuestion.answer':
    'Schreiben Sie uns Ihr Anliegen; wir leiten es an die richtige Stelle weiter.',
  'service.layer.error':
    'Der Inhalt konnte leider nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
  'service.layer.close': 'Schließen',
};
