import { gql } from '@urql/core';
import { createGatewayClient } from './create-gateway-client';
import { createSsrCache, restoreSsr, serializeSsr } from './ssr';
import { json, startServer, type TestServer } from './test-server';

const Nav = gql`
  query Navigation($locale: String!) {
    navigation(locale: $locale) {
      label
    }
  }
`;
const data = { navigation: [{ __typename: 'NavItem', label: 'Möbel' }] };

describe('SSR: record on the server, hydrate in the browser without a request', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer((_req, res) => json(res, { data }));
  });
  afterEach(() => server.close());

  it('serializes results to JSON and answers them again from restoreSsr', async () => {
    const serverSsr = createSsrCache({ isClient: false });
    const serverClient = createGatewayClient({ url: `${server.origin}/api/gateway/`, ssr: serverSsr });
    await serverClient.query(Nav, { locale: 'de-DE' }).toPromise();
    const shipped = JSON.parse(JSON.stringify(serializeSsr(serverSsr))) as unknown;
    expect(Object.keys(shipped as object)).toHaveLength(1);
    expect(server.seen).toHaveLength(1);

    const noNetwork = jest.fn(async () => {
      throw new Error('must not fetch during hydration');
    });
    const browserClient = createGatewayClient({
      ssr: restoreSsr(shipped),
      fetch: noNetwork as typeof fetch,
      retry: false,
    });
    const result = await browserClient.query(Nav, { locale: 'de-DE' }).toPromise();
    expect(result.data).toEqual(data);
    expect(noNetwork).not.toHaveBeenCalled();
  });

  it('ships GraphQL errors too', async () => {
    server.reply = (_req, res) => json(res, { data: null, errors: [{ message: 'Navigation down' }] });
    const serverSsr = createSsrCache({ isClient: false });
    await createGatewayClient({ url: `${server.origin}/api/gateway/`, ssr: serverSsr })
      .query(Nav, { locale: 'fr-CH' })
      .toPromise();
    const browser = createGatewayClient({
      ssr: restoreSsr(serializeSsr(serverSsr)),
      fetch: jest.fn() as typeof fetch,
    });
    const result = await browser.query(Nav, { locale: 'fr-CH' }).toPromise();
    expect(result.error?.message).toBe('[GraphQL] Navigation down');
  });

  it('drops malformed state instead of failing', () => {
    expect(restoreSsr({ good: { data: '{"a":1}' }, bad: { data: 42 }, worse: 'x' }).extractData()).toEqual({
      good: { data: '{"a":1}' },
    });
    expect(restoreSsr(null).extractData()).toEqual({});
    expect(restoreSsr([1, 2]).extractData()).toEqual({});
  });

  it('defaults to server mode where there is no window', () => {
    const ssr = createSsrCache({ initialState: { k: { data: '{}' } } });
    expect(ssr.extractData()).toEqual({ k: { data: '{}' } });
  });
});
