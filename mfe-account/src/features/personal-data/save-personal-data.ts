import {
  PERSONAL_DATA_FIELDS,
  type PersonalDataField,
  type PersonalDataValues,
} from '../../shared/area-state';

/** The personal-data API of the account (`PUT /api/customer/v1/personal-data`, README). */
export const PERSONAL_DATA_API = '/api/customer/v1/personal-data';

/** What a save came to. */
export type SaveOutcome =
  | { readonly kind: 'saved'; readonly values: PersonalDataValues }
  | { readonly kind: 'invalid'; readonly errors: Partial<Record<PersonalDataField, string>> }
  | { readonly kind: 'email-taken' }
  /** No session of type 2 (ended, or soft-logged-in): the page asks for the password. */
  | { readonly kind: 'reauth' }
  | { readonly kind: 'error' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Saves the form's values as JSON (the same rules as the form post without JavaScript) and reads the
 * answer: 200 the stored data, 400 the fields' messages (in the page's locale), 409 an address another
 * account has, 401/403 no full session; anything else (a network failure too) an error.
 */
export async function savePersonalData(
  values: PersonalDataValues,
  locale: string,
  fetchFn: typeof fetch = fetch,
): Promise<SaveOutcome> {
  let res: Response;
  try {
    res = await fetchFn(PERSONAL_DATA_API, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...values, locale }),
    });
  } catch {
    return { kind: 'error' };
  }
  const answer = (await res.json().catch(() => null)) as unknown;
  if (res.ok && isRecord(answer))
    return {
      kind: 'saved',
      values: Object.fromEntries(PERSONAL_DATA_FIELDS.map((f) => [f, text(answer[f])])) as PersonalDataValues,
    };
  if (res.status === 400 && isRecord(answer) && isRecord(answer['errors'])) {
    const errors = Object.fromEntries(
      Object.entries(answer['errors']).filter(
        (e): e is [PersonalDataField, string] =>
          (PERSONAL_DATA_FIELDS as readonly string[]).includes(e[0]) && typeof e[1] === 'string',
      ),
    );
    return { kind: 'invalid', errors };
  }
  if (res.status === 409) return { kind: 'email-taken' };
  if (res.status === 401 || res.status === 403) return { kind: 'reauth' };
  return { kind: 'error' };
}
