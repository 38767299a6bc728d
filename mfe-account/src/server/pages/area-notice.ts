import type { AreaErrors, MessageId } from '../domain/area-validation';

/** What a form post of the account area reports back (`?notice=` of its 303; `errors=field:message id`). */
export interface AreaNotice {
  readonly message: MessageId;
  readonly kind: 'status' | 'alert';
  readonly errors: AreaErrors;
}

const NOTICES = {
  saved: { message: 'area.saved', kind: 'status' },
  'address-created': { message: 'area.address.created', kind: 'status' },
  'address-deleted': { message: 'area.address.deleted', kind: 'status' },
  'default-set': { message: 'area.address.defaultSet', kind: 'status' },
  'address-full': { message: 'area.address.full', kind: 'alert' },
  'not-found': { message: 'area.address.notFound', kind: 'alert' },
  invalid: { message: 'account.errorSummary', kind: 'alert' },
  'email-taken': { message: 'area.email.taken', kind: 'alert' },
  'reauth-failed': { message: 'area.reauth.failed', kind: 'alert' },
  'reauth-locked': { message: 'account.login.locked', kind: 'alert' },
  'return-changed': { message: 'area.returns.changed', kind: 'status' },
  'return-invalid': { message: 'area.returns.date.invalid', kind: 'alert' },
  error: { message: 'account.error.generic', kind: 'alert' },
  'bonus-joined': { message: 'loyalty.joined', kind: 'status' },
} as const satisfies Record<string, { message: MessageId; kind: 'status' | 'alert' }>;

export type AreaNoticeName = keyof typeof NOTICES;

const FIELDS = new Set([
  'salutation',
  'firstName',
  'lastName',
  'birthDate',
  'phone',
  'email',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'country',
  'paybackNumber',
  'password',
  'returnOn',
]);
const MESSAGES = new Set<MessageId>([
  'account.required',
  'account.email.invalid',
  'account.name.long',
  'account.name.invalid',
  'account.password.long',
  'area.birthDate.invalid',
  'area.birthDate.adult',
  'area.phone.invalid',
  'area.postalCode.digits',
  'area.postalCode.invalid',
  'area.houseNumber.invalid',
  'area.payback.invalid',
  'area.returns.date.invalid',
]);

/** The notice a page query names; unknown names, fields and messages are ignored. */
export function areaNoticeOf(query: URLSearchParams): AreaNotice | null {
  const name = query.get('notice') ?? '';
  if (!Object.hasOwn(NOTICES, name)) return null;
  const base = NOTICES[name as AreaNoticeName];
  const errors: AreaErrors = {};
  for (const pair of (query.get('errors') ?? '').split(',').slice(0, 12)) {
    const [field, id] = pair.split(':');
    if (field && FIELDS.has(field) && id && MESSAGES.has(id as MessageId)) errors[field] = id as MessageId;
  }
  return { ...base, errors };
}

/** The query of a notice for the redirect of a form post (message ids only, never values). */
export function areaNoticeQuery(name: AreaNoticeName, errors: AreaErrors = {}): string {
  const pairs = Object.entries(errors).map(([f, id]) => `${f}:${id}`);
  return `notice=${name}${pairs.length ? `&errors=${encodeURIComponent(pairs.join(','))}` : ''}`;
}
