/** `altcha` ships types for `altcha/i18n/fr` only; the French file it ships is `fr-fr` (side effects only). */
declare module 'altcha/i18n/fr-fr';
