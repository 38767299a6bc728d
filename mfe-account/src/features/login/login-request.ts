/** What the account API answered a login: done, field messages, or one message for the whole form. */
export type LoginAnswer =
  | { readonly kind: 'ok' }
  | { readonly kind: 'fields'; readonly errors: Readonly<Record<string, string>> }
  | { readonly kind: 'message'; readonly message: string; readonly captcha?: boolean };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Posts a login form as JSON (`/api/customer/login` or `/login/customer-number`) and reads the answer:
 * 200 done; 400 the fields' messages; anything else the server's message, or `fallback` when there is
 * none (a network failure, a page in between).
 */
export async function postLogin(
  path: string,
  body: Readonly<Record<string, string>>,
  fallback: string,
  fetchFn: typeof fetch = fetch,
): Promise<LoginAnswer> {
  let res: Response;
  try {
    res = await fetchFn(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'message', message: fallback };
  }
  if (res.ok) return { kind: 'ok' };
  const answer = (await res.json().catch(() => null)) as unknown;
  if (res.status === 400 && isRecord(answer) && isRecord(answer['errors'])) {
    const errors = Object.fromEntries(
      Object.entries(answer['errors']).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    return { kind: 'fields', errors };
  }
  const message = isRecord(answer) && typeof answer['message'] === 'string' ? answer['message'] : fallback;
  // `captcha: true`: the next attempt needs a solved captcha (the login throttle, decision 0114)
  return isRecord(answer) && answer['captcha'] === true
    ? { kind: 'message', message, captcha: true }
    : { kind: 'message', message };
}
