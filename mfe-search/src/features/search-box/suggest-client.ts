/** What `/api/search/suggest` answers (see the README). */
export interface SuggestAnswer {
  readonly term: string;
  readonly terms: readonly { readonly term: string; readonly url: string }[];
  readonly products: readonly {
    readonly sku: string;
    readonly name: string;
    readonly brand: string;
    readonly url: string;
  }[];
  readonly categories: readonly {
    readonly key: string;
    readonly title: string;
    readonly count: number;
    readonly url: string;
  }[];
}

export interface HistoryAnswer {
  readonly terms: readonly { readonly term: string }[];
}

const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

export async function fetchSuggestions(term: string, signal: AbortSignal): Promise<SuggestAnswer> {
  const res = await fetch(`/api/search/suggest?q=${encodeURIComponent(term)}`, {
    headers: { accept: 'application/json' },
    signal,
  });
  if (!res.ok) throw new Error(`suggest ${res.status}`);
  return (await res.json()) as SuggestAnswer;
}

async function history(path: string, body?: Record<string, string>): Promise<string[]> {
  const res = await fetch(
    `/api/search/searchhistory${path}`,
    body
      ? { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body), credentials: 'same-origin' }
      : { headers: { accept: 'application/json' }, credentials: 'same-origin' },
  );
  if (!res.ok) throw new Error(`history ${res.status}`);
  return ((await res.json()) as HistoryAnswer).terms.map((t) => t.term);
}

/** The visitor's recent terms; record, delete one, delete all (each answers the list after). */
export const historyApi = {
  list: () => history('/'),
  add: (term: string) => history('/v1', { term }),
  remove: (term: string) => history('/delete', { term }),
  clear: () => history('/deleteall', {}),
};
