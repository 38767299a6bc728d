/** Texts of the chat bot widget per language (answers from the service pages' content). */
export const CHAT_BOT_TEXTS = {
  de: {
    'bot.open': 'Fragen? Chat-Assistent',
    'bot.title': 'Chat-Assistent',
    'bot.intro': 'Ich beantworte häufige Fragen. Wählen Sie ein Thema oder schreiben Sie Ihre Frage.',
    'bot.input': 'Ihre Frage',
    'bot.send': 'Fragen',
    'bot.you': 'Sie',
    'bot.bot': 'Assistent',
    'bot.handover':
      'Dazu kann ich leider nichts sagen. Schreiben Sie unserem Kundenservice über das Kontaktformular.',
    'bot.contact': 'Zum Kontaktformular',
    'bot.delivery.q': 'Wann kommt meine Bestellung?',
    'bot.delivery.a':
      'Vorrätige Artikel liefern wir innerhalb von 2–4 Werktagen, ab 75 € versandkostenfrei. Den Lieferstatus sehen Sie in „Mein Konto“.',
    'bot.returns.q': 'Wie sende ich etwas zurück?',
    'bot.returns.a':
      'Sie haben 14 Tage Zeit. Nutzen Sie den Rücksendeschein aus dem Paket; die Erstattung folgt 2 Werktage nach Eingang.',
    'bot.payment.q': 'Wie kann ich bezahlen?',
    'bot.payment.a':
      'Per Rechnung, Ratenkauf, PayPal, Mastercard, Visa, Diners oder Discover. Ihre Buchungen stehen in „Mein Konto“.',
    'bot.newsletter.q': 'Wie pausiere oder kündige ich den Newsletter?',
    'bot.newsletter.a':
      'Unter „Newsletter abmelden“ pausieren Sie ihn 7, 14, 21 oder 30 Tage, ändern die Häufigkeit oder bestellen ihn ab.',
    'bot.hours.q': 'Wann ist der Kundenservice erreichbar?',
    'bot.hours.a':
      'Telefonisch Montag bis Freitag 08:00–21:00 Uhr und Samstag 08:00–12:00 Uhr; online täglich 7:00–22:00 Uhr. Ein Anruf kostet 20 Cent aus dem Festnetz, mobil höchstens 60 Cent.',
  },
  fr: {
    'bot.open': 'Des questions\u00a0? Assistant',
    'bot.title': 'Assistant de chat',
    'bot.intro': 'Je réponds aux questions fréquentes. Choisissez un thème ou écrivez votre question.',
    'bot.input': 'Votre question',
    'bot.send': 'Demander',
    'bot.you': 'Vous',
    'bot.bot': 'Assistant',
    'bot.handover':
      'Je ne peux malheureusement pas répondre à cela. Écrivez à notre service client via le formulaire de contact.',
    'bot.contact': 'Vers le formulaire de contact',
    'bot.delivery.q': 'Quand ma commande arrivera-t-elle\u00a0?',
    'bot.delivery.a':
      'Les articles en stock sont livrés en 2 à 4 jours ouvrables, gratuitement dès CHF 75.–. Le statut figure dans «\u00a0Mon compte\u00a0».',
    'bot.returns.q': 'Comment retourner un article\u00a0?',
    'bot.returns.a':
      'Vous avez 14 jours. Utilisez le bon de retour du colis\u00a0; le remboursement suit 2 jours ouvrables après réception.',
    'bot.payment.q': 'Comment puis-je payer\u00a0?',
    'bot.payment.a':
      'Sur facture, par paiement échelonné, PayPal, Mastercard, Visa, Diners ou Discover. Vos écritures figurent dans «\u00a0Mon compte\u00a0».',
    'bot.newsletter.q': 'Comment suspendre ou résilier la newsletter\u00a0?',
    'bot.newsletter.a':
      'Sous «\u00a0Se désinscrire de la newsletter\u00a0», suspendez-la 7, 14, 21 ou 30 jours, changez la fréquence ou désinscrivez-vous.',
    'bot.hours.q': 'Quand le service client est-il joignable\u00a0?',
    'bot.hours.a':
      'Par téléphone du lundi au vendredi de 08h00 à 21h00 et le samedi de 08h00 à 12h00\u00a0; en ligne tous les jours de 7h00 à 22h00. Un appel coûte 20 centimes depuis le fixe, au maximum 60 centimes depuis un mobile.',
  },
  nl: {
    'bot.open': 'Vragen? Chatassistent',
    'bot.title': 'Chatassistent',
    'bot.intro': 'Ik beantwoord veelgestelde vragen. Kies een onderwerp of typ je vraag.',
    'bot.input': 'Je vraag',
    'bot.send': 'Vragen',
    'bot.you': 'Jij',
    'bot.bot': 'Assistent',
    'bot.handover':
      'Daar kan ik helaas niets over zeggen. Stuur onze klantenservice een bericht via het contactformulier.',
    'bot.contact': 'Naar het contactformulier',
    'bot.delivery.q': 'Wanneer komt mijn bestelling?',
    'bot.delivery.a':
      'Artikelen op voorraad leveren we binnen 2–4 werkdagen, vanaf € 75 gratis. De status zie je in „Mijn account”.',
    'bot.returns.q': 'Hoe stuur ik iets terug?',
    'bot.returns.a':
      'Je hebt 14 dagen. Gebruik het retourlabel uit het pakket; de terugbetaling volgt 2 werkdagen na ontvangst (iDEAL 3 werkdagen).',
    'bot.payment.q': 'Hoe kan ik betalen?',
    'bot.payment.a':
      'Op rekening, in termijnen, met iDEAL, PayPal, Mastercard, Visa, Diners of Discover. Je boekingen staan in „Mijn account”.',
    'bot.newsletter.q': 'Hoe pauzeer of beëindig ik de nieuwsbrief?',
    'bot.newsletter.a':
      'Onder „Nieuwsbrief afmelden” pauzeer je hem 7, 14, 21 of 30 dagen, wijzig je de frequentie of meld je je af.',
    'bot.hours.q': 'Wanneer is de klantenservice bereikbaar?',
    'bot.hours.a':
      'Telefonisch maandag tot en met vrijdag 08:00–21:00 uur en zaterdag 08:00–12:00 uur; online dagelijks 7:00–22:00 uur. Een gesprek kost 20 cent vanaf een vaste lijn, mobiel maximaal 60 cent.',
  },
} as const;
