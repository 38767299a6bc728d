export { MESSAGES_DE, type ValidationMessageKey } from './messages/de';
export { MESSAGES_FR } from './messages/fr';
export { MESSAGES_NL } from './messages/nl';
export {
  validationText,
  validationMessages,
  isValidationMessageKey,
  makeFormValidator,
  makeFieldValidator,
  type ValidationErrors,
} from './validation-text';
export {
  isBlank,
  asText,
  validateRequired,
  validateDigitsOnly,
  validateNoSpecialCharacters,
  validateNoSpecialCharactersOrNumbers,
  validatePostalCode,
} from './rules/text';
export { isValidEmail, normalizeEmail, validateEmail, EMAIL_MAX_LENGTH } from './rules/email';
export { validatePassword, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './rules/password';
export { parseDate, validateDate, type CalendarDate, type DateRuleOptions } from './rules/date';
export { validateSearchTerm, validateVariantSelected, validateCaptcha } from './rules/misc';
export { parseQuantity, QUANTITY_MAX } from './rules/quantity';
export { validateIban, normalizeIban, formatIbanForReading, maskIban } from './rules/iban';
export {
  FILE_LIMITS,
  UPLOAD_EXTENSIONS,
  UPLOAD_ACCEPT,
  selectFiles,
  fileExtension,
  hasUploadExtension,
  validateUploadContent,
  IMAGE_CHECK_MIME_TYPES,
  type FileLike,
  type FileRejection,
} from './rules/files';
export {
  SALUTATIONS,
  NEWSLETTER_BRANDS,
  NEWSLETTER_OPTIONS,
  NEWSLETTER_FREQUENCIES,
  DEFAULT_NEWSLETTER_OPTION,
  PAUSE_DAYS,
  isSalutation,
  isNewsletterBrand,
  isNewsletterOption,
  parsePauseDays,
  validateNewsletterSignup,
  validateNewsletterUnsubscribe,
  type Salutation,
  type NewsletterBrand,
  type NewsletterOption,
  type PauseDays,
  type NewsletterSignupValues,
  type NewsletterUnsubscribeValues,
} from './forms/newsletter';
export {
  validateContactForm,
  type ContactField,
  type ContactFormValues,
  type ContactFormOptions,
} from './forms/contact';
