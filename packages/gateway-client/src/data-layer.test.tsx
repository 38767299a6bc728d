/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { gql } from '@urql/core';
import { createGatewayClient, timingsOf } from './create-gateway-client';
import { DATA_TIMINGS, SLOW_DATA_TIMINGS, type DataTimings } from './data-timings';
import { GatewayProvider } from './gateway-provider';
import { useGatewayQuery } from './use-gateway-query';

const CountQuery = gql`
  query Count {
    basket {
      count
    }
  }
`;

function reply(count: number) {
  return {
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => JSON.stringify({ data: { basket: { __typename: 'Basket', count } } }),
  };
}

/** A fetch stand-in that answers each call with the next count (jsdom has no fetch). */
function countingFetch(): jest.Mock {
  let calls = 0;
  return jest.fn(async () => reply(++calls));
}

/** `persisted: false`: Web Crypto hashing would resolve outside the fake clock. */
function clientWith(fetchStub: jest.Mock, timings: DataTimings = DATA_TIMINGS) {
  return createGatewayClient({
    url: 'http://gateway.test/api/gateway/',
    fetch: fetchStub as unknown as typeof fetch,
    persisted: false,
    timings,
  });
}

function showPage(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    value: visible ? 'visible' : 'hidden',
    configurable: true,
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('client data layer timings (fake timers)', () => {
  // the request-policy exchange tells a fetched answer from a cached one by a microtask: keep them real
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask'] }));
  afterEach(() => {
    jest.useRealTimers();
    showPage(true);
  });

  it('dedupe 2 s: the same query within 2 s is answered from the cache, after 2 s it is fetched again', async () => {
    const fetchStub = countingFetch();
    const client = clientWith(fetchStub);
    expect((await client.query(CountQuery, {}).toPromise()).data).toEqual({
      basket: { __typename: 'Basket', count: 1 },
    });
    await jest.advanceTimersByTimeAsync(1999);
    expect((await client.query(CountQuery, {}).toPromise()).data?.basket.count).toBe(1);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2);
    expect((await client.query(CountQuery, {}).toPromise()).data?.basket.count).toBe(2);
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('focus throttle 5 s: a live query re-runs when the page is shown again, at most once per 5 s', async () => {
    const fetchStub = countingFetch();
    const client = clientWith(fetchStub);
    const counts: number[] = [];
    const live = client.query(CountQuery, {}).subscribe((r) => counts.push(r.data?.basket.count ?? -1));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchStub).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(4000);
    showPage(false);
    showPage(true); // 4 s after its answer: throttled
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchStub).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(1000);
    showPage(true); // 5 s: re-run
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(counts.at(-1)).toBe(2);

    await jest.advanceTimersByTimeAsync(4999);
    showPage(true); // 4.999 s after the re-run: throttled
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    showPage(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchStub).toHaveBeenCalledTimes(3);

    showPage(false); // hidden: nothing
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchStub).toHaveBeenCalledTimes(3);

    live.unsubscribe(); // no longer live: a refocus re-runs nothing
    showPage(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchStub).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['an ordinary', DATA_TIMINGS, 5000],
    ['a slow', SLOW_DATA_TIMINGS, 10_000],
  ])(
    'retry on %s connection: after %#… the interval, then twice the interval, then the error',
    async (_name, timings, interval) => {
      const fetchStub = jest.fn(async () => {
        throw new TypeError('fetch failed');
      });
      const client = clientWith(fetchStub, timings);
      let settled: { error?: { message: string } } | undefined;
      void client
        .query(CountQuery, {})
        .toPromise()
        .then((r) => (settled = r));
      await jest.advanceTimersByTimeAsync(0);
      expect(fetchStub).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(interval - 1);
      expect(fetchStub).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetchStub).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(2 * interval - 1);
      expect(fetchStub).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetchStub).toHaveBeenCalledTimes(3);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(fetchStub).toHaveBeenCalledTimes(3);
      expect(settled?.error?.message).toBe('[Network] fetch failed');
    },
  );

  it('never retries a mutation', async () => {
    const fetchStub = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const client = clientWith(fetchStub);
    const result = client
      .mutation(
        gql`
          mutation Add {
            addToBasket(sku: "1") {
              count
            }
          }
        `,
        {},
      )
      .toPromise();
    await jest.advanceTimersByTimeAsync(60_000);
    expect((await result).error?.message).toBe('[Network] fetch failed');
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('carries its timings for the hook; a client without them (servers) has none', () => {
    expect(timingsOf(clientWith(countingFetch(), SLOW_DATA_TIMINGS))).toBe(SLOW_DATA_TIMINGS);
    expect(timingsOf(createGatewayClient({ url: 'http://gateway.test/api/gateway/' }))).toBeUndefined();
  });

  function Count() {
    const [{ data, fetching, slow }] = useGatewayQuery<{ basket: { count: number } }>({ query: CountQuery });
    if (data) return <p>{`Artikel: ${data.basket.count}`}</p>;
    return <p role="status">{slow ? 'Das dauert etwas länger …' : fetching ? 'Lädt …' : ''}</p>;
  }

  it.each([
    ['an ordinary', DATA_TIMINGS, 3000],
    ['a slow', SLOW_DATA_TIMINGS, 5000],
  ])(
    'loading timeout on %s connection: slow after the timeout, not before; gone with the answer',
    async (_name, timings, timeout) => {
      let answer: (value: ReturnType<typeof reply>) => void = () => undefined;
      const fetchStub = jest.fn(() => new Promise<ReturnType<typeof reply>>((resolve) => (answer = resolve)));
      render(
        <GatewayProvider value={clientWith(fetchStub, timings)}>
          <Count />
        </GatewayProvider>,
      );
      // urql hands its first state over in a microtask: let it land inside act
      await act(async () => undefined);
      await act(() => jest.advanceTimersByTimeAsync(timeout - 1));
      expect(screen.getByRole('status')).toHaveTextContent('Lädt …');
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('status')).toHaveTextContent('Das dauert etwas länger …');
      await act(async () => {
        answer(reply(7));
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(screen.getByText('Artikel: 7')).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
  );
});
