import type { Locale } from '@sf/contracts';
import { isValidationMessageKey, validationText } from '@sf/validation';
import {
  BRAND_SCOPES,
  SALUTATIONS,
  UNSUBSCRIBE_OPTIONS,
  toPauseDays,
  type Frequency,
} from '../shared/newsletter-options';
import type { FieldErrors, FormValues, UnsubscribeResult } from '../shared/state';

/**
 * The query a no-JS form post is redirected back with, and its reading by the fragment server:
 * `e.<field>=<message key>` for refused fields, `v.<field>=<value>` for the values to keep, and
 * `result=…` for an unsubscribe outcome. Only known keys and values survive reading, so a crafted
 * link cannot put arbitrary text on the page. The address is only echoed when it was refused
 * (a valid address stays out of URLs and logs).
 */

const ALLOWED_VALUES: Record<string, (value: string) => boolean> = {
  email: (v) => v.length <= 254,
  salutation: (v) => (SALUTATIONS as readonly string[]).includes(v),
  brands: (v) => (BRAND_SCOPES as readonly string[]).includes(v),
  newsletter: (v) => (UNSUBSCRIBE_OPTIONS as readonly string[]).includes(v),
  pauseDays: (v) => toPauseDays(v) !== null,
};

/** Query of a refused form post: the error keys and the values worth keeping. */
export function refusedFormQuery(
  keys: Readonly<Record<string, string>>,
  values: Readonly<Record<string, unknown>>,
): URLSearchParams {
  const query = new URLSearchParams();
  for (const [field, key] of Object.entries(keys)) query.set(`e.${field}`, key);
  for (const [field, allowed] of Object.entries(ALLOWED_VALUES)) {
    const value = values[field];
    if (typeof value !== 'string' || value === '' || !allowed(value)) continue;
    if (field === 'email' && !keys.email) continue;
    query.set(`v.${field}`, value);
  }
  return query;
}

/** The values and localized field errors a form page shows after a refused no-JS post. */
export function readFormQuery(
  query: URLSearchParams,
  locale: Locale,
): { values?: FormValues; fieldErrors?: FieldErrors } {
  const values: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  for (const [name, value] of query) {
    if (name.startsWith('v.')) {
      const field = name.slice(2);
      if (ALLOWED_VALUES[field]?.(value)) values[field] = value;
    } else if (name.startsWith('e.')) {
      const field = name.slice(2);
      if (field in ALLOWED_VALUES && isValidationMessageKey(value))
        fieldErrors[field] = validationText(value, locale);
    }
  }
  return {
    ...(Object.keys(values).length ? { values } : {}),
    ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}),
  };
}

/** Query of an unsubscribe outcome (`?result=pause&until=…`). */
export function resultQuery(result: UnsubscribeResult): URLSearchParams {
  const query = new URLSearchParams({ result: result.kind });
  if (result.kind === 'frequency') query.set('frequency', String(result.frequency));
  if (result.kind === 'pause') query.set('until', result.pausedUntil);
  return query;
}

/** The unsubscribe outcome of a result query, or undefined when there is none (or it is malformed). */
export function readResultQuery(query: URLSearchParams): UnsubscribeResult | undefined {
  const kind = query.get('result');
  switch (kind) {
    case 'unsubscribe':
    case 'unsubscribeFlexikonto':
    case 'not-found':
    case 'requested':
    case 'link-invalid':
    case 'error':
      return { kind };
    case 'frequency': {
      const f = Number(query.get('frequency'));
      return [0, 1, 2, 3].includes(f) ? { kind, frequency: f as Frequency } : undefined;
    }
    case 'pause': {
      const until = query.get('until') ?? '';
      return /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(until) && !Number.isNaN(Date.parse(until))
        ? { kind, pausedUntil: until }
        : undefined;
    }
    default:
      return undefined;
  }
}
