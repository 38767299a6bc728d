import { CAPTCHA_FIELD, CONTACT_ACTION } from '../../shared/constants';

/** What the API answered to a submit from the hydrated form. */
export type SubmitAnswer =
  | { readonly kind: 'sent'; readonly reference: string; readonly nextPath: string }
  | {
      readonly kind: 'invalid';
      readonly fieldErrors: Readonly<Record<string, string>>;
      readonly message: string;
    }
  | { readonly kind: 'error'; readonly message: string };

/**
 * Posts the form as `multipart/form-data` (the same request a browser without JavaScript sends)
 * with the chosen files and the captcha payload, asking for JSON.
 */
export async function postContact(
  fields: Readonly<Record<string, string>>,
  files: readonly File[],
  captcha: string,
  fallback: string,
): Promise<SubmitAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('attachments', file, file.name);
  body.append(CAPTCHA_FIELD, captcha);
  try {
    const res = await fetch(CONTACT_ACTION, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    const json = (await res.json().catch(() => null)) as {
      reference?: string;
      nextPath?: string;
      error?: { message?: string; fieldErrors?: Record<string, string> };
    } | null;
    if (res.ok && json?.reference && json.nextPath)
      return { kind: 'sent', reference: json.reference, nextPath: json.nextPath };
    const message = json?.error?.message ?? fallback;
    if (json?.error?.fieldErrors) return { kind: 'invalid', fieldErrors: json.error.fieldErrors, message };
    return { kind: 'error', message };
  } catch {
    return { kind: 'error', message: fallback };
  }
}
