/** What the account API answered a reset request: sent, the e-mail field's message, or one message for the form. */
export type ForgotAnswer =
  | { readonly kind: 'sent' }
  | { readonly kind: 'field'; readonly error: string }
  | { readonly kind: 'message'; readonly message: string }
  | { readonly kind: 'failed' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The JSON twin of the account page's no-JS forgot form (decision 0065). */
export const FORGOT_PATH = '/api/customer/password/forgot';

/**
 * Asks for a reset link. 200 is `sent` whether or not the address has an account (the API answers
 * alike, so the modal cannot tell either). 400 carries the e-mail's message; a refusal below 500
 * (forbidden, too many requests) its own localized message. A network failure or a server error is
 * `failed`: the modal then shows the spec's password-reset request error, not a generic one.
 */
export async function postForgot(
  email: string,
  locale: string,
  fetchFn: typeof fetch = fetch,
): Promise<ForgotAnswer> {
  let res: Response;
  try {
    // the locale goes along so the mail and its link are in the shopper's language, as with the page form's hidden field
    res = await fetchFn(FORGOT_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, locale }),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (res.ok) return { kind: 'sent' };
  const answer = (await res.json().catch(() => null)) as unknown;
  if (
    res.status === 400 &&
    isRecord(answer) &&
    isRecord(answer['errors']) &&
    typeof answer['errors']['email'] === 'string'
  ) {
    return { kind: 'field', error: answer['errors']['email'] };
  }
  if (res.status < 500 && isRecord(answer) && typeof answer['message'] === 'string')
    return { kind: 'message', message: answer['message'] };
  return { kind: 'failed' };
}
