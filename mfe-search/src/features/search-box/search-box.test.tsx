import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { SearchBox } from './search-box';

/** The shell's header form as it renders it (search-form.tsx). */
function headerForm() {
  document.body.innerHTML = `
    <header><form role="search" method="get" action="/s/" aria-label="Suche" data-sf-search="" data-sf-intent-for="mfe-search-box">
      <label for="sf-search-term">Suchbegriff</label>
      <input id="sf-search-term" name="q" type="search" autocomplete="off">
      <button type="submit">Suchen</button>
    </form></header><div id="slot"></div>`;
  return document.getElementById('slot') as HTMLElement;
}

const suggest = {
  term: 'sof',
  terms: [{ term: 'sofa', url: '/s/sofa' }],
  categories: [{ key: 'sofas', title: 'Sofas & Couches', count: 39, url: '/moebel/sofas-couches/' }],
  products: [{ sku: '100009', name: 'Sofa „Nova“', brand: 'Wohnwerk', url: '/p/sofa-100009' }],
};

function mockFetch(history: string[] = ['jeans']) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const body = url.startsWith('/api/search/suggest')
      ? { ...suggest, term: new URL(url, 'http://x').searchParams.get('q') }
      : { terms: history.map((term) => ({ term })) };
    // jsdom has no Response: what the client reads of one
    return { ok: true, status: 200, json: async () => body } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

describe('SearchBox (the header combobox widget)', () => {
  it('turns the shell’s input into a combobox with grouped suggestions and keyboard navigation', async () => {
    const calls = mockFetch();
    headerForm();
    renderRemote(<SearchBox locale="de-DE" />);
    const input = await screen.findByRole('combobox', { name: 'Suchbegriff' });
    await userEvent.type(input, 'sof');
    const listbox = await screen.findByRole('listbox', { name: 'Vorschläge' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('group', { name: 'Suchvorschläge' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Sofas & Couches/ })).toBeInTheDocument();
    // debounced: one suggest call for the three keystrokes
    expect(calls.filter((c) => c.startsWith('/api/search/suggest'))).toEqual(['/api/search/suggest?q=sof']);
    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'sofa' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('discards a stale answer: the earlier prefix’s answer arriving after the later one’s is not shown', async () => {
    const calls = mockFetch();
    const answer = (body: unknown) =>
      ({ ok: true, status: 200, json: async () => body }) as unknown as Response;
    let answerStale: () => void = () => undefined;
    const mocked = global.fetch;
    // `sof` answers only when the test says so (after `sofa`), and as if the abort came too late
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/search/suggest?q=sof') return mocked(input, init);
      calls.push(String(input));
      const stale = {
        ...suggest,
        terms: [{ term: 'sofas', url: '/s/sofas' }],
        products: [{ sku: '100034', name: 'Sofa „Alt“', brand: 'Casa Lume', url: '/p/sofa-100034' }],
      };
      return new Promise<Response>((resolve) => (answerStale = () => resolve(answer(stale))));
    }) as typeof fetch;
    headerForm();
    renderRemote(<SearchBox locale="de-DE" />);
    const input = await screen.findByRole('combobox', { name: 'Suchbegriff' });
    await userEvent.type(input, 'sof');
    await waitFor(() => expect(calls).toContain('/api/search/suggest?q=sof'));
    await userEvent.type(input, 'a');
    expect(await screen.findByRole('option', { name: /Nova/ })).toBeInTheDocument();
    expect(calls).toContain('/api/search/suggest?q=sofa');
    await act(async () => {
      answerStale();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.queryByRole('option', { name: /Alt/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'sofas' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Nova/ })).toBeInTheDocument();
  });

  it('shows the recent searches on focus with delete buttons', async () => {
    mockFetch(['jeans', 'sofa']);
    headerForm();
    renderRemote(<SearchBox locale="de-DE" />);
    const input = await screen.findByRole('combobox', { name: 'Suchbegriff' });
    act(() => input.focus());
    const region = await screen.findByRole('region', { name: 'Zuletzt gesucht' });
    expect(region).toHaveTextContent('jeans');
    expect(screen.getByRole('button', { name: '„sofa“ aus dem Suchverlauf entfernen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suchverlauf löschen' })).toBeInTheDocument();
    await waitFor(async () => expect(await axeViolations(document.body)).toEqual([]), { timeout: 10_000 });
  });
});
