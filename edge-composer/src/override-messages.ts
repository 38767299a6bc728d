import type { MessageBundle } from '@sf/i18n';

/** Texts of the tester's override page (`/_override`, decision 0165), merged over the shared messages. */
export const OVERRIDE_MESSAGES = {
  'de-DE': {
    'override.title': 'Testversion',
    'override.confirm.heading': 'Testversion übernehmen?',
    'override.confirm.text':
      'Dieser Browser bekommt bis {until} die folgenden Versionen statt der Live-Versionen:',
    'override.confirm.button': 'Testversion übernehmen',
    'override.active.heading': 'Testversion aktiv',
    'override.active.text': 'Dieser Browser bekommt bis {until} die folgenden Versionen:',
    'override.none.heading': 'Keine Testversion aktiv',
    'override.none.text': 'Dieser Browser bekommt die Live-Versionen des Shops.',
    'override.invalid.heading': 'Dieser Link gilt nicht',
    'override.invalid.text':
      'Der Link zur Testversion ist abgelaufen oder ungültig. Bitte erstellen Sie mit „npm run override“ einen neuen.',
    'override.known': 'in der Registry',
    'override.unknown': 'nicht in der Registry – wird ignoriert',
    'override.onlyYou':
      'Nur dieser Browser ist betroffen: Kundinnen und Kunden sehen weiter die Live-Versionen. Die Testversion endet von selbst.',
    'override.clear.button': 'Testversion beenden',
    'override.toShop': 'Zum Shop',
    'override.notConfigured': 'Testversionen sind auf diesem Server nicht eingerichtet.',
  },
  'fr-CH': {
    'override.title': 'Version de test',
    'override.confirm.heading': 'Utiliser la version de test ?',
    'override.confirm.text':
      'Jusqu’au {until}, ce navigateur reçoit les versions suivantes au lieu des versions en ligne :',
    'override.confirm.button': 'Utiliser la version de test',
    'override.active.heading': 'Version de test active',
    'override.active.text': 'Jusqu’au {until}, ce navigateur reçoit les versions suivantes :',
    'override.none.heading': 'Aucune version de test active',
    'override.none.text': 'Ce navigateur reçoit les versions en ligne de la boutique.',
    'override.invalid.heading': 'Ce lien n’est pas valable',
    'override.invalid.text':
      'Le lien vers la version de test a expiré ou n’est pas valable. Veuillez en créer un nouveau avec « npm run override ».',
    'override.known': 'dans le registre',
    'override.unknown': 'absente du registre – ignorée',
    'override.onlyYou':
      'Seul ce navigateur est concerné : les clientes et clients voient toujours les versions en ligne. La version de test prend fin d’elle-même.',
    'override.clear.button': 'Quitter la version de test',
    'override.toShop': 'Vers la boutique',
    'override.notConfigured': 'Les versions de test ne sont pas configurées sur ce serveur.',
  },
  'nl-NL': {
    'override.title': 'Testversie',
    'override.confirm.heading': 'Testversie gebruiken?',
    'override.confirm.text':
      'Tot {until} krijgt deze browser de volgende versies in plaats van de live-versies:',
    'override.confirm.button': 'Testversie gebruiken',
    'override.active.heading': 'Testversie actief',
    'override.active.text': 'Tot {until} krijgt deze browser de volgende versies:',
    'override.none.heading': 'Geen testversie actief',
    'override.none.text': 'Deze browser krijgt de live-versies van de shop.',
    'override.invalid.heading': 'Deze link is niet geldig',
    'override.invalid.text':
      'De link naar de testversie is verlopen of ongeldig. Maak met „npm run override” een nieuwe aan.',
    'override.known': 'in het register',
    'override.unknown': 'niet in het register – wordt genegeerd',
    'override.onlyYou':
      'Alleen deze browser merkt er iets van: klanten zien nog steeds de live-versies. De testversie stopt vanzelf.',
    'override.clear.button': 'Testversie beëindigen',
    'override.toShop': 'Naar de shop',
    'override.notConfigured': 'Testversies zijn op deze server niet ingericht.',
  },
} as const satisfies MessageBundle;
