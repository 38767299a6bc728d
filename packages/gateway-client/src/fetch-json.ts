import { TOKEN_HEADER } from './create-gateway-client';

/** A non-ok reply: message `Endpoint: {url} - Status {status}: {statusText}` (spec section 8). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`Endpoint: ${url} - Status ${status}: ${statusText}`);
  }
}

/** Options of {@link fetchJson}. */
export interface FetchJsonOptions {
  /** Sent as `x-ec-token` when given. */
  readonly token?: string | null;
  readonly init?: RequestInit;
  readonly fetch?: typeof fetch;
}

/**
 * Fetches JSON (spec section 7's data fetcher): adds `x-ec-token` when a token is given and
 * `accept: application/json` unless set; throws {@link HttpError} on a non-ok reply. An empty
 * body (204) gives `undefined`.
 * @example const customer = await fetchJson<Customer>('/api/customer/v1', { token: session.token() });
 */
export async function fetchJson<T>(url: string, options: FetchJsonOptions = {}): Promise<T> {
  const headers = new Headers(options.init?.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (options.token) headers.set(TOKEN_HEADER, options.token);
  const response = await (options.fetch ?? fetch)(url, { ...options.init, headers });
  if (!response.ok) throw new HttpError(url, response.status, response.statusText);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One item of {@link fetchInitialData}: a promise or a function that starts one. */
export type InitialDataItem = PromiseLike<unknown> | (() => PromiseLike<unknown>);

/** The value of an item, or `null` when it failed. */
export type InitialDataResult<T extends readonly InitialDataItem[]> = {
  -readonly [K in keyof T]: (T[K] extends () => infer P ? Awaited<P> : Awaited<T[K]>) | null;
};

/**
 * Runs the initial data fetches of a page in parallel. A failure is logged as
 * `Error on initial fetching data: {reason}` and yields `null` for that item; the others stand.
 * @example const [nav, usp] = await fetchInitialData([() => fetchJson<Nav>(navUrl), () => fetchJson<Usp>(uspUrl)] as const);
 */
export async function fetchInitialData<const T extends readonly InitialDataItem[]>(
  items: T,
): Promise<InitialDataResult<T>> {
  const settled = await Promise.allSettled(
    items.map((item) => (typeof item === 'function' ? Promise.resolve().then(item) : item)),
  );
  return settled.map((result) => {
    if (result.status === 'fulfilled') return result.value;
    const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
    console.error(`Error on initial fetching data: ${reason}`);
    return null;
  }) as InitialDataResult<T>;
}
