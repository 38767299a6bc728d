import { gql } from '@urql/core';
import { createGatewayClient, DEFAULT_RETRY } from './create-gateway-client';

const Query = gql`
  query Usp {
    usp {
      text
    }
  }
`;

/**
 * Retry timing with the defaults: fake timers and a fetch stub that always fails at the network
 * level. `persisted: false` because Web Crypto hashing resolves outside the fake clock.
 */
describe('retry with exponential backoff', () => {
  let fetchStub: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    fetchStub = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('defaults to 1000 ms initial delay, 15000 ms max, 3 attempts, random jitter', () => {
    expect(DEFAULT_RETRY).toEqual({
      initialDelayMs: 1000,
      maxDelayMs: 15000,
      maxNumberAttempts: 3,
      randomDelay: true,
    });
  });

  it('makes 3 attempts with growing, jittered delays, then reports the network error', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0); // factor 1.5: delays 1500 ms, then 2250 ms
    const client = createGatewayClient({
      url: 'http://gateway.test/api/gateway/',
      fetch: fetchStub as typeof fetch,
      persisted: false,
    });
    let settled: { error?: { message: string } } | undefined;
    void client
      .query(Query, {})
      .toPromise()
      .then((r) => (settled = r));

    await jest.advanceTimersByTimeAsync(0);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1499);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2249);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchStub).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetchStub).toHaveBeenCalledTimes(3);
    expect(settled?.error?.message).toBe('[Network] fetch failed');
  });

  it('caps the delay at maxDelayMs', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.999); // factor 2.499: 2499, 6245, then capped at 15000
    const client = createGatewayClient({
      url: 'http://gateway.test/api/gateway/',
      fetch: fetchStub as typeof fetch,
      persisted: false,
      retry: { maxNumberAttempts: 5 },
    });
    void client.query(Query, {}).toPromise();
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(2499 + 6245);
    expect(fetchStub).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(14_999);
    expect(fetchStub).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchStub).toHaveBeenCalledTimes(4);
  });
});
