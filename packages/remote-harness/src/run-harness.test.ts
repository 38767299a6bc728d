/** @jest-environment node */
import { composerLiveRoutes } from './run-harness';

describe('the live route table of a running composer (decision 0260)', () => {
  const routes = [
    { id: 'basket', remote: 'mfe-basket-checkout', match: 'exact', paths: { 'de-DE': '/korb' } },
  ];

  it('is asked for the tenant and kept a moment', async () => {
    const asked: string[] = [];
    const live = composerLiveRoutes('http://127.0.0.1:3000/', (async (url: string) => {
      asked.push(url);
      return Response.json({ revision: 'r1', routes });
    }) as typeof fetch);
    expect(await live('CH')).toEqual({ revision: 'r1', routes });
    expect(await live('CH')).toEqual({ revision: 'r1', routes });
    expect(asked).toEqual(['http://127.0.0.1:3000/_sf/routes?tenant=CH']);
  });

  it('is none without a composer or with an answer that is no route table', async () => {
    const down = composerLiveRoutes('http://127.0.0.1:1', (async () => {
      throw new Error('ECONNREFUSED');
    }) as typeof fetch);
    expect(await down('DE')).toBeUndefined();
    const odd = composerLiveRoutes('http://127.0.0.1:1', (async () =>
      Response.json({ revision: 'r1', routes: [{ id: 'x' }] })) as typeof fetch);
    expect(await odd('DE')).toBeUndefined();
    const failing = composerLiveRoutes(
      'http://127.0.0.1:1',
      (async () => new Response('no', { status: 503 })) as typeof fetch,
    );
    expect(await failing('DE')).toBeUndefined();
  });
});
