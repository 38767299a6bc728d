import { isCspReport, isSourceMap } from './request-guards';
import type { RequestInfo } from './request-info';

const info = (path: string): RequestInfo => ({
  url: new URL(`http://de.localhost${path}`),
  host: 'de.localhost',
  knownHost: true,
  https: false,
  tenant: 'DE',
  requestId: 'r',
  clientAddress: undefined,
});

it('recognizes source maps however the name is escaped or cased', () => {
  expect(
    ['/_assets/a/1/x.js.map', '/_assets/a/1/x.js%2Emap', '/_assets/a/1/x.css.MAP'].map(isSourceMap),
  ).toEqual([true, true, true]);
  expect(['/_assets/a/1/x.js', '/_assets/a/1/map.js', '/_assets/a/1/%E0%A4%A'].map(isSourceMap)).toEqual([
    false,
    false,
    false,
  ]);
});

it('treats only an Origin-less (or null-origin) POST to /_csp-report as a browser report', () => {
  const post = (headers: Record<string, string>, path = '/_csp-report') =>
    isCspReport(new Request(`http://de.localhost${path}`, { method: 'POST', headers }), info(path));
  expect(post({})).toBe(true);
  expect(post({ origin: 'null' })).toBe(true);
  expect(post({ origin: 'https://evil.example' })).toBe(false);
  expect(post({}, '/api/newsletter/signup')).toBe(false);
  expect(isCspReport(new Request('http://de.localhost/_csp-report'), info('/_csp-report'))).toBe(false);
});
