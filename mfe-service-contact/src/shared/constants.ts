/** The remote's name: slot, state script, federation container (`mfe_service_contact`). */
export const REMOTE_NAME = 'mfe-service-contact';

/** Where the contact form posts (multipart, with or without JavaScript). */
export const CONTACT_ACTION = '/api/contact/messages';

/** Where the captcha widget fetches a challenge. */
export const CAPTCHA_CHALLENGE_URL = '/api/contact/captcha';

/** Name of the form field that carries the captcha payload (the ALTCHA widget's default). */
export const CAPTCHA_FIELD = 'altcha';

/** Largest multipart body the contact API reads: 5 MB of files plus room for the fields (as the composer's upload limit). */
export const MAX_CONTACT_BODY_BYTES = 6 * 1024 * 1024;

/** Longest message text (characters). */
export const MESSAGE_MAX_LENGTH = 5000;

/** Slot (and state script) of the chat bot widget. */
export const CHAT_BOT_SLOT = 'mfe-service-contact-chat-bot';

/** Slots (and state scripts) of the other page helpers, one widget each. */
export const COUNTRY_SWITCH_SLOT = 'mfe-service-contact-country-switch';
export const APP_BANNER_SLOT = 'mfe-service-contact-app-banner';
export const SURVEY_SLOT = 'mfe-service-contact-survey';
export const PROMO_BANNER_SLOT = 'mfe-service-contact-promo-banner';
export const PREVIEW_BANNER_SLOT = 'mfe-service-contact-preview-banner';

/** Where the page helpers post (dismissals, choices, survey answers, preview start and end). */
export const HELPERS_API = '/api/contact/helpers';
