/** Texts of the sandbox's page (a test provider's page: German with English, as provider test pages are). */
export const SANDBOX_TEXTS = {
  title: 'Zahlungs-Sandbox (Test)',
  closed: 'Die Zahlung wurde erfasst. Sie können dieses Fenster schließen.',
} as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const LABELS: Record<string, { pay: string; cancel: string; fail: string; amount: string; method: string }> =
  {
    de: {
      pay: 'Zahlung erfolgreich',
      cancel: 'Zahlung abbrechen',
      fail: 'Zahlung fehlschlagen lassen',
      amount: 'Betrag',
      method: 'Zahlart',
    },
    fr: {
      pay: 'Paiement réussi',
      cancel: 'Annuler le paiement',
      fail: 'Faire échouer le paiement',
      amount: 'Montant',
      method: 'Moyen de paiement',
    },
    nl: {
      pay: 'Betaling geslaagd',
      cancel: 'Betaling annuleren',
      fail: 'Betaling laten mislukken',
      amount: 'Bedrag',
      method: 'Betaalmethode',
    },
  };

/** The sandbox's payment page: the amount and three buttons (plain form posts, no script). */
export function sandboxPage(p: {
  providerRef: string;
  method: string;
  amountCents: number;
  currency: string;
  locale: string;
}): string {
  const lang = p.locale.slice(0, 2);
  const l = LABELS[lang] ?? LABELS['de']!;
  const amount = new Intl.NumberFormat(p.locale, { style: 'currency', currency: p.currency }).format(
    p.amountCents / 100,
  );
  const button = (outcome: string, label: string) =>
    `<form method="post" action="/pay/${escape(p.providerRef)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${escape(label)}</button></form>`;
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${SANDBOX_TEXTS.title}</title>
<style>body{font:1rem/1.5 Arial,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}button{min-height:2.75rem;min-width:12rem;margin:.25rem 0;font:inherit;border:1px solid #057187;border-radius:4px;background:#fff;color:#057187;cursor:pointer}button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}</style></head>
<body><main><h1>${SANDBOX_TEXTS.title}</h1><dl><dt>${l.amount}</dt><dd>${escape(amount)}</dd><dt>${l.method}</dt><dd>${escape(p.method)}</dd></dl>
${button('success', l.pay)}${button('cancel', l.cancel)}${button('failure', l.fail)}</main></body></html>`;
}
