/**
 * @jest-environment jsdom
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gql } from '@urql/core';
import { createGatewayClient } from './create-gateway-client';
import { GatewayProvider, useMutation, useQuery } from './gateway-provider';

const BasketQuery = gql`
  query Basket {
    basket {
      count
    }
  }
`;
const AddMutation = gql`
  mutation Add($sku: String!) {
    addToBasket(sku: $sku) {
      count
    }
  }
`;

/** jsdom has no fetch: a minimal stand-in with the parts urql reads. */
function fakeFetch(reply: (body: Record<string, unknown>) => unknown): jest.Mock {
  return jest.fn(async (_url: string, init: { body?: string }) => {
    const payload = reply(init.body ? (JSON.parse(init.body) as Record<string, unknown>) : {});
    return {
      ok: true,
      status: 200,
      statusText: 'OK',
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => JSON.stringify(payload),
    };
  });
}

function Basket() {
  const [{ data, fetching }] = useQuery<{ basket: { count: number } }>({ query: BasketQuery });
  const [added, add] = useMutation<{ addToBasket: { count: number } }>(AddMutation);
  if (fetching) return <p>Lädt…</p>;
  return (
    <div>
      <p>Warenkorb: {added.data?.addToBasket.count ?? data?.basket.count}</p>
      <button type="button" onClick={() => void add({ sku: '42' })}>
        In den Warenkorb
      </button>
    </div>
  );
}

describe('GatewayProvider + hooks re-exported for remotes', () => {
  it('queries and mutates through the gateway client', async () => {
    const fetch = fakeFetch((body) =>
      body.operationName === 'Add'
        ? { data: { addToBasket: { __typename: 'Basket', count: 2 } } }
        : { data: { basket: { __typename: 'Basket', count: 1 } } },
    );
    const client = createGatewayClient({
      url: 'http://shop.test/api/gateway/',
      fetch: fetch as typeof globalThis.fetch,
      persisted: false,
    });
    render(
      <GatewayProvider value={client}>
        <Basket />
      </GatewayProvider>,
    );
    expect(await screen.findByText('Warenkorb: 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Warenkorb: 2')).toBeTruthy();
    // The mutation result's __typename invalidates the cached Basket query, which is fetched again.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(fetch.mock.calls.map(([, init]) => (init as { method: string }).method)).toEqual([
      'GET',
      'POST',
      'GET',
    ]);
  });
});
