import type { FragmentContext } from '@sf/contracts';
import { HttpError, originGuard } from '@sf/server-kit';
import { useIntl, type RemoteAppProps } from '@sf/remote-kit';
import { Hono } from 'hono';
import { defineRemoteServer } from './define-remote-server';

const MESSAGES = {
  'de-DE': {
    'demo.hello': 'Hallo {name}, noch {count, plural, one {# Artikel} other {# Artikel}}',
    'demo.forbidden': 'Nicht erlaubt',
    'demo.retry': 'Nochmal',
    'demo.generic': 'Fehler',
  },
  'fr-CH': { 'demo.hello': 'Bonjour {name}', 'demo.forbidden': 'Interdit', 'demo.retry': 'Réessayer' },
  'nl-NL': {},
};

function App(_props: RemoteAppProps) {
  const intl = useIntl();
  return <h1>{intl.formatMessage({ id: 'demo.hello' }, { name: 'Ana', count: 2 })}</h1>;
}

const remote = defineRemoteServer({
  name: 'mfe-newsletter',
  messages: MESSAGES,
  App,
  refusals: { messageIds: { 403: 'demo.forbidden', 500: 'demo.generic' }, retryId: 'demo.retry' },
});

const fragment: FragmentContext = {
  tenant: 'DE',
  locale: 'de-DE',
  path: '/newsletter',
  session: { loggedIn: false, softLoggedIn: false },
} as unknown as FragmentContext;

describe('defineRemoteServer', () => {
  it('formats its messages with @formatjs/intl (ICU plurals, German where a locale lacks one)', () => {
    expect(remote.text('de-DE', 'demo.hello', { name: 'Ana', count: 1 })).toBe('Hallo Ana, noch 1 Artikel');
    expect(remote.text('fr-CH', 'demo.hello', { name: 'Ana' })).toBe('Bonjour Ana');
    expect(remote.text('nl-NL', 'demo.forbidden')).toBe('Nicht erlaubt');
  });

  it('renders its tree into the slot with the state script', async () => {
    const html = await remote.render('newsletter-signup', fragment, { v: 1 });
    expect(html).toContain('data-sf-slot="mfe-newsletter"');
    expect(html).toContain('Hallo Ana, noch 2 Artikel');
    expect(html).toContain('data-sf-state');
  });

  it('answers refusals with its own text: JSON for a script, a page with a way back for a form', async () => {
    const app = new Hono();
    app.onError(remote.errors(console as never));
    app.use('/api/*', remote.refusals());
    app.post('/api/thing', originGuard(), (c) => c.text('ok'));
    app.get('/api/boom', () => {
      throw new Error('secret stack');
    });
    app.get('/api/gone', () => {
      throw HttpError.of('API-403', 'raw');
    });
    const json = await app.request('http://shop.test/api/thing', {
      method: 'POST',
      headers: { origin: 'http://evil.test', 'x-sf-locale': 'fr-CH', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(403);
    expect(await json.json()).toMatchObject({ error: { code: 'API-403', message: 'Interdit' } });
    const page = await app.request('http://shop.test/api/thing', {
      method: 'POST',
      headers: {
        origin: 'http://evil.test',
        referer: 'http://shop.test/newsletter',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'a=1',
    });
    const html = await page.text();
    expect(html).toContain('<h1>Nicht erlaubt</h1>');
    expect(html).toContain('<a href="/newsletter">Nochmal</a>');
    const boom = await app.request('http://shop.test/api/boom');
    expect(boom.status).toBe(500);
    const body = await boom.text();
    expect(body).toContain('Fehler');
    expect(body).not.toContain('secret stack');
    expect(await (await app.request('http://shop.test/api/gone')).json()).toMatchObject({
      error: { code: 'API-403', message: 'Nicht erlaubt' },
    });
  });
});
