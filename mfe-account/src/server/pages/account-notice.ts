import type { AccountMessageId } from '../domain/intl';
import type { FieldErrors } from '../domain/validation';

/** What a no-JS form post reports back (`?notice=` of the 303 to the account page; `errors=` field:message pairs). */
export interface AccountNotice {
  readonly message: AccountMessageId;
  readonly kind: 'status' | 'alert';
  /** Which form the notice belongs to. */
  readonly form: 'login' | 'register' | 'forgot' | 'reset' | null;
  readonly errors: FieldErrors;
}

const NOTICES: Readonly<Record<string, Omit<AccountNotice, 'errors'>>> = {
  'logged-in': { message: 'account.login.success', kind: 'status', form: null },
  registered: { message: 'account.register.success', kind: 'status', form: null },
  'logged-out': { message: 'account.logout.success', kind: 'status', form: null },
  'login-failed': { message: 'account.login.failed', kind: 'alert', form: 'login' },
  'login-locked': { message: 'account.login.locked', kind: 'alert', form: 'login' },
  'login-captcha': { message: 'account.login.captchaNoScript', kind: 'alert', form: 'login' },
  'login-invalid': { message: 'account.errorSummary', kind: 'alert', form: 'login' },
  'register-invalid': { message: 'account.errorSummary', kind: 'alert', form: 'register' },
  error: { message: 'account.error.generic', kind: 'alert', form: null },
  'reset-requested': { message: 'account.forgot.sent', kind: 'status', form: null },
  'forgot-invalid': { message: 'account.errorSummary', kind: 'alert', form: 'forgot' },
  'reset-invalid': { message: 'account.errorSummary', kind: 'alert', form: 'reset' },
  'password-changed': { message: 'account.reset.success', kind: 'status', form: null },
};

const FIELDS = new Set(['email', 'password', 'salutation', 'firstName', 'lastName']);
const MESSAGES = new Set<AccountMessageId>([
  'account.required',
  'account.password.short',
  'account.password.long',
  'account.password.common',
  'account.email.invalid',
  'account.name.long',
  'account.name.invalid',
]);

/** The notice a page query names; unknown values are no notice. */
export function noticeOf(query: URLSearchParams): AccountNotice | null {
  const base = NOTICES[query.get('notice') ?? ''];
  if (!base) return null;
  const errors: FieldErrors = {};
  for (const pair of (query.get('errors') ?? '').split(',').slice(0, 8)) {
    const [field, id] = pair.split(':');
    if (field && FIELDS.has(field) && id && MESSAGES.has(`account.${id}` as AccountMessageId))
      errors[field] = `account.${id}` as AccountMessageId;
  }
  return { ...base, errors };
}

/** The query of a notice (for the redirect of a form post). */
export function noticeQuery(notice: keyof typeof NOTICES, errors: FieldErrors = {}): string {
  const pairs = Object.entries(errors).map(([f, id]) => `${f}:${id!.slice('account.'.length)}`);
  return `?notice=${notice}${pairs.length ? `&errors=${encodeURIComponent(pairs.join(','))}` : ''}`;
}

/**
 * Where to send the shopper after logging in (`returnTo`, e.g. the product whose wishlist overlay
 * sent them): a path of this shop only — never another site (`//x`, `/\\x`, a scheme) — else null.
 */
export function safeReturnTo(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    value.length > 512 ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return null;
  // eslint-disable-next-line no-control-regex -- a control character never belongs in a path
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}
