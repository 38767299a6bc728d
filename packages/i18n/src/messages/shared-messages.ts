/**
 * Texts of the chrome that several apps show (error pages, fallbacks, skip link, toasts, consent
 * banner, colour mode). German is the source; French (fr-CH) and Dutch (nl-NL, informal "je" as
 * in the sister shop) are full translations. Apostrophes are typographic (’) so ICU never
 * mistakes them for quoting.
 */
export const SHARED_MESSAGES_DE = {
  'sf.page.notFound.title': 'Seite nicht gefunden',
  'sf.page.notFound.text':
    'Die aufgerufene Seite gibt es leider nicht. Bitte prüfen Sie die Adresse oder besuchen Sie unsere Startseite.',
  'sf.page.serverError.title': 'Es ist ein technischer Fehler aufgetreten',
  'sf.page.serverError.text':
    'Die Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
  'sf.page.home': 'Zur Startseite',
  'sf.fragment.fallback':
    'Dieser Bereich kann gerade nicht angezeigt werden. Bitte laden Sie die Seite später erneut.',
  'sf.skipLink': 'Zum Inhalt springen',
  'sf.toast.close': 'Schließen',
  'sf.reload': 'Seite neu laden',
  'sf.error.generic': 'Es ist ein Fehler aufgetreten.',
  'sf.error.general':
    'Wir konnten Ihre Anfrage leider nicht bearbeiten. Bitte versuchen Sie es später noch einmal.',
  'sf.consent.title': 'Ihre Privatsphäre ist uns wichtig',
  'sf.consent.text':
    'Wir verwenden Cookies und ähnliche Technologien, um unseren Shop bereitzustellen, ihn zu verbessern und Ihnen passende Angebote zu zeigen. Technisch notwendige Cookies sind immer aktiv. Mit „Alle akzeptieren“ stimmen Sie allen weiteren Zwecken zu; unter „Einstellungen“ wählen Sie selbst. Ihre Auswahl können Sie jederzeit ändern.',
  'sf.consent.acceptAll': 'Alle akzeptieren',
  'sf.consent.onlyNecessary': 'Nur notwendige Cookies',
  'sf.consent.settings': 'Einstellungen',
  'sf.colorMode.label': 'Farbmodus',
  'sf.colorMode.light': 'Hell',
  'sf.colorMode.dark': 'Dunkel',
  'sf.colorMode.system': 'System',
} as const;

/** Id of a shared chrome message. */
export type SharedMessageId = keyof typeof SHARED_MESSAGES_DE;

/** Shared messages in French (Switzerland). */
export const SHARED_MESSAGES_FR: Record<SharedMessageId, string> = {
  'sf.page.notFound.title': 'Page introuvable',
  'sf.page.notFound.text':
    'Désolés, la page demandée n’existe pas. Veuillez vérifier l’adresse ou rendez-vous sur notre page d’accueil.',
  'sf.page.serverError.title': 'Une erreur technique s’est produite',
  'sf.page.serverError.text':
    'La page ne peut pas être affichée pour le moment. Veuillez réessayer dans quelques minutes.',
  'sf.page.home': 'Vers la page d’accueil',
  'sf.fragment.fallback':
    'Cette zone ne peut pas être affichée pour le moment. Veuillez recharger la page plus tard.',
  'sf.skipLink': 'Aller au contenu',
  'sf.toast.close': 'Fermer',
  'sf.reload': 'Recharger la page',
  'sf.error.generic': 'Une erreur s’est produite.',
  'sf.error.general':
    'Nous n’avons malheureusement pas pu traiter votre demande. Veuillez réessayer plus tard.',
  'sf.consent.title': 'Votre vie privée nous tient à cœur',
  'sf.consent.text':
    'Nous utilisons des cookies et des technologies similaires pour faire fonctionner notre boutique, l’améliorer et vous proposer des offres adaptées. Les cookies techniquement nécessaires sont toujours actifs. En cliquant sur « Tout accepter », vous consentez à toutes les autres finalités ; sous « Paramètres », vous faites votre propre choix. Vous pouvez modifier votre choix à tout moment.',
  'sf.consent.acceptAll': 'Tout accepter',
  'sf.consent.onlyNecessary': 'Uniquement les cookies nécessaires',
  'sf.consent.settings': 'Paramètres',
  'sf.colorMode.label': 'Mode d’affichage',
  'sf.colorMode.light': 'Clair',
  'sf.colorMode.dark': 'Sombre',
  'sf.colorMode.system': 'Système',
};

/** Shared messages in Dutch. */
export const SHARED_MESSAGES_NL: Record<SharedMessageId, string> = {
  'sf.page.notFound.title': 'Pagina niet gevonden',
  'sf.page.notFound.text':
    'Helaas bestaat de opgevraagde pagina niet. Controleer het adres of ga naar onze homepage.',
  'sf.page.serverError.title': 'Er is een technische fout opgetreden',
  'sf.page.serverError.text':
    'De pagina kan op dit moment niet worden weergegeven. Probeer het over een paar minuten opnieuw.',
  'sf.page.home': 'Naar de homepage',
  'sf.fragment.fallback':
    'Dit onderdeel kan op dit moment niet worden weergegeven. Laad de pagina later opnieuw.',
  'sf.skipLink': 'Naar de inhoud',
  'sf.toast.close': 'Sluiten',
  'sf.reload': 'Pagina opnieuw laden',
  'sf.error.generic': 'Er is een fout opgetreden.',
  'sf.error.general': 'We konden je verzoek helaas niet verwerken. Probeer het later nog eens.',
  'sf.consent.title': 'Je privacy is belangrijk voor ons',
  'sf.consent.text':
    'We gebruiken cookies en vergelijkbare technieken om onze webshop te laten werken, te verbeteren en je passende aanbiedingen te tonen. Technisch noodzakelijke cookies zijn altijd actief. Met ‘Alles accepteren’ geef je toestemming voor alle overige doeleinden; via ‘Instellingen’ maak je zelf een keuze. Je kunt je keuze altijd wijzigen.',
  'sf.consent.acceptAll': 'Alles accepteren',
  'sf.consent.onlyNecessary': 'Alleen noodzakelijke cookies',
  'sf.consent.settings': 'Instellingen',
  'sf.colorMode.label': 'Kleurmodus',
  'sf.colorMode.light': 'Licht',
  'sf.colorMode.dark': 'Donker',
  'sf.colorMode.system': 'Systeem',
};

/** The shared messages as a bundle for `messagesFor` / `createIntlFor`. */
export const SHARED_MESSAGES = {
  'de-DE': SHARED_MESSAGES_DE,
  'fr-CH': SHARED_MESSAGES_FR,
  'nl-NL': SHARED_MESSAGES_NL,
} as const;
