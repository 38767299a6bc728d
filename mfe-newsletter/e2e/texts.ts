/** What a shopper reads on the newsletter pages, per locale (from src/messages and @sf/validation). */
export interface LocaleTexts {
  readonly host: string;
  readonly signupPath: string;
  readonly unsubscribePath: string;
  readonly signupTitle: string;
  readonly email: string;
  readonly salutation: string;
  readonly female: string;
  readonly brandOtto: string;
  readonly brandBoth: string;
  readonly submit: string;
  readonly pendingTitle: RegExp;
  readonly confirmedTitle: string;
  readonly existingTitle: string;
  readonly confirmSubject: RegExp;
  readonly confirmLink: RegExp;
  readonly voucherSubject: RegExp;
  readonly tokenUsed: RegExp;
  readonly tokenInvalid: RegExp;
  readonly emailRequired: string;
  readonly emailInvalid: string;
  readonly unsubscribeTitle: string;
  readonly pauseOption: string;
  readonly pauseDays: string;
  readonly notFound: string;
  readonly submitUnsubscribe: string;
  /** Page 3 opened from the mail (before its button is pressed). */
  readonly confirmReadyTitle: string;
  readonly confirmButton: string;
  /** The answer of the unsubscribe form, alike for every address. */
  readonly requested: string;
  readonly changeSubject: RegExp;
  readonly changeLink: RegExp;
  readonly mailingReadyTitle: string;
  readonly mailingButton: string;
  readonly mailingSuccessTitle: string;
}

export const DE: LocaleTexts = {
  host: '127.0.0.1',
  signupPath: '/service-hilfe/newsletter/anmelden',
  unsubscribePath: '/service-hilfe/newsletter/abmelden',
  signupTitle: 'Newsletter abonnieren',
  email: 'E-Mail-Adresse',
  salutation: 'Anrede',
  female: 'Frau',
  brandOtto: 'OTTO',
  brandBoth: 'beide',
  submit: 'Jetzt anmelden',
  pendingTitle: /Fast geschafft/,
  confirmedTitle: 'Vielen Dank für Ihre Anmeldung!',
  existingTitle: 'Sie sind bereits angemeldet',
  confirmSubject: /Bitte bestätigen Sie Ihre Newsletter-Anmeldung/,
  confirmLink: /bestaetigt\?token=/,
  voucherSubject: /Gutschein/,
  tokenUsed: /bereits verwendet/,
  tokenInvalid: /Dieser Bestätigungslink ist ungültig/,
  emailRequired: 'Bitte E-Mail-Adresse eingeben.',
  emailInvalid: 'Die E-Mail-Adresse ist nicht gültig.',
  unsubscribeTitle: 'Newsletter ändern oder abbestellen',
  pauseOption: 'Newsletter pausieren',
  pauseDays: 'Pausieren für',
  notFound: 'Zu dieser E-Mail gibt es keine Newsletteranmeldung.',
  submitUnsubscribe: 'Abmelden',
  confirmReadyTitle: 'Newsletter-Anmeldung bestätigen',
  confirmButton: 'Anmeldung bestätigen',
  requested:
    'Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre Auswahl über den Link in dieser E-Mail; erst dann wird sie wirksam.',
  changeSubject: /Bitte bestätigen Sie Ihre Newsletter-Änderung/,
  changeLink: /abmelden\?token=/,
  mailingReadyTitle: 'Vom Newsletter abmelden',
  mailingButton: 'Abmelden',
  mailingSuccessTitle: 'Abmeldung erfolgreich',
};

export const FR: LocaleTexts = {
  host: 'ch.localhost',
  signupPath: '/fr/aide-service/newsletter/inscription',
  unsubscribePath: '/fr/aide-service/newsletter/desinscription',
  signupTitle: 'S’abonner à la newsletter',
  email: 'Adresse e-mail',
  salutation: 'Civilité',
  female: 'Madame',
  brandOtto: 'OTTO',
  brandBoth: 'les deux',
  submit: 'S’inscrire maintenant',
  pendingTitle: /Presque terminé/,
  confirmedTitle: 'Merci pour votre inscription !',
  existingTitle: 'Vous êtes déjà inscrit(e)',
  confirmSubject: /Veuillez confirmer votre inscription à la newsletter/,
  confirmLink: /confirmee\?token=/,
  voucherSubject: /bon de/,
  tokenUsed: /déjà été utilisé/,
  tokenInvalid: /Ce lien de confirmation n’est pas valable/,
  emailRequired: 'Veuillez saisir votre adresse e-mail.',
  emailInvalid: 'L’adresse e-mail n’est pas valide.',
  unsubscribeTitle: 'Modifier ou résilier la newsletter',
  pauseOption: 'Suspendre la newsletter',
  pauseDays: 'Suspendre pendant',
  notFound: 'Aucune inscription à la newsletter n’existe pour cette adresse e-mail.',
  submitUnsubscribe: 'Se désinscrire',
  confirmReadyTitle: 'Confirmer l’inscription à la newsletter',
  confirmButton: 'Confirmer l’inscription',
  requested:
    'Nous vous avons envoyé un e-mail. Veuillez confirmer votre choix au moyen du lien qu’il contient ; il ne prendra effet qu’à ce moment-là.',
  changeSubject: /Veuillez confirmer la modification de votre newsletter/,
  changeLink: /desinscription\?token=/,
  mailingReadyTitle: 'Se désinscrire de la newsletter',
  mailingButton: 'Se désinscrire',
  mailingSuccessTitle: 'Désinscription réussie',
};
