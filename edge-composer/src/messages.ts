import type { MessageBundle } from '@sf/i18n';

/**
 * Texts only the composer shows (the shared chrome texts — 404, 500, fallback, skip link —
 * come from @sf/i18n). Merged over the shared messages by `messagesFor`.
 */
export const COMPOSER_MESSAGES = {
  'de-DE': {
    'composer.appName': 'Nordhafen Versand',
    'composer.appShortName': 'Nordhafen',
    'composer.shopTitle': 'Nordhafen Versand – Mode, Wohnen und Technik online kaufen',
    'composer.shopDescription':
      'Mode, Möbel, Elektro und Technik bei Nordhafen Versand online bestellen und bequem nach Hause liefern lassen.',
    'composer.searchLink': 'Zur Suche',
    'composer.forbidden':
      'Diese Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    'composer.reference': 'Fehlerreferenz',
  },
  'fr-CH': {
    'composer.appName': 'Nordhafen Versand',
    'composer.appShortName': 'Nordhafen',
    'composer.shopTitle': 'Nordhafen Versand – mode, maison et technique en ligne',
    'composer.shopDescription':
      'Commandez en ligne mode, meubles, électroménager et technique chez Nordhafen Versand et faites-vous livrer à domicile.',
    'composer.searchLink': 'Vers la recherche',
    'composer.forbidden':
      'Cette requête a été refusée pour des raisons de sécurité. Veuillez recharger la page et réessayer.',
    'composer.reference': 'Référence de l’erreur',
  },
  'nl-NL': {
    'composer.appName': 'Nordhafen Postorder',
    'composer.appShortName': 'Nordhafen',
    'composer.shopTitle': 'Nordhafen Postorder – mode, wonen en techniek online kopen',
    'composer.shopDescription':
      'Bestel mode, meubels, elektronica en techniek online bij Nordhafen Postorder en laat alles thuisbezorgen.',
    'composer.searchLink': 'Naar zoeken',
    'composer.forbidden':
      'Dit verzoek is om veiligheidsredenen geweigerd. Laad de pagina opnieuw en probeer het nog eens.',
    'composer.reference': 'Foutreferentie',
  },
} as const satisfies MessageBundle;
