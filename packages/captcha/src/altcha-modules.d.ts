/** `altcha` ships types for `altcha/i18n/fr` only; the French file it ships is `fr-fr` (side effects only). */
declare module 'altcha/i18n/fr-fr';

/** The widget's SHA proof-of-work worker script (side effects only). */
declare module 'altcha/workers/sha';
