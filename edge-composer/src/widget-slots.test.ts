import type { FragmentContext, RemoteVersion } from '@sf/contracts';
import { bodyFromText, bodyOf } from './fragment-body';
import { encoder } from './html';
import { fillWidgetSlots, findWidgetSlots, type WidgetSlotEnv } from './widget-slots';

const decode = (b: { bytes: Uint8Array }) => new TextDecoder().decode(b.bytes);
const context: FragmentContext = {
  tenant: 'DE',
  locale: 'de-DE',
  path: '/p/sofa',
  session: { loggedIn: false, softLoggedIn: false },
  requestId: 'r1',
};
const credit = { server: 'http://credit.test' } as RemoteVersion;
const FALLBACK_DE = 'Die Ratenberechnung ist zurzeit nicht möglich. Bitte versuchen Sie es später erneut.';
/** The slot widget as the credit remote's composition declares it. */
const TABLE: WidgetSlotEnv['table'] = {
  'mfe-credit-instalments': {
    fragment: 'credit-widget',
    fallback: {
      'de-DE': FALLBACK_DE,
      'de-AT': FALLBACK_DE,
      'de-CH': FALLBACK_DE,
      'fr-CH': 'Le calcul des mensualités est momentanément impossible.',
      'nl-NL': 'De termijnberekening is niet mogelijk.',
    },
  },
};
const SLOT =
  '<div class="x" data-sf-widget-slot="mfe-credit-instalments" data-sf-widget-props="{&quot;price&quot;:99900,&quot;currency&quot;:&quot;EUR&quot;}" aria-hidden="true"></div>';

function env(
  fetch: WidgetSlotEnv['fetch'],
  overrides: Partial<WidgetSlotEnv> = {},
): WidgetSlotEnv & { warnings: unknown[] } {
  const warnings: unknown[] = [];
  return {
    fetch,
    logger: {
      info: () => undefined,
      warn: (...a: unknown[]) => void warnings.push(a),
      error: () => undefined,
    } as unknown as WidgetSlotEnv['logger'],
    context,
    nonce: 'n0nce',
    remotes: new Map([['mfe-credit-instalments', credit]]),
    table: TABLE,
    warnings,
    ...overrides,
  };
}

describe('in-fragment widget slots', () => {
  it('finds only empty slots of known remotes', () => {
    expect(
      findWidgetSlots(
        `<p>a</p>${SLOT}<div data-sf-widget-slot="unknown"></div><div data-sf-widget-slot="mfe-credit-instalments">x</div>`,
        TABLE,
      ),
    ).toHaveLength(1);
    // a remote whose served version declares no slot widget has none
    expect(findWidgetSlots(SLOT, {})).toHaveLength(0);
  });

  it('returns the same body when there is no slot (no decode)', async () => {
    const body = bodyFromText('<main>nothing</main>');
    const fetch = jest.fn();
    expect(await fillWidgetSlots(body, env(fetch))).toBe(body);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the widget with the props, context and nonce, and writes it into the slot without aria-hidden', async () => {
    const fetch = jest.fn(async (_url: string, _init: RequestInit) => new Response('<p>ab 26,80 € mtl.</p>'));
    const out = await fillWidgetSlots(
      bodyOf(encoder.encode(`<main>${SLOT}<b>after</b></main>`), 'n0nce'),
      env(fetch),
    );
    expect(decode(out)).toBe(
      '<main><div class="x" data-sf-widget-slot="mfe-credit-instalments" data-sf-widget-props="{&quot;price&quot;:99900,&quot;currency&quot;:&quot;EUR&quot;}"><p>ab 26,80 € mtl.</p></div><b>after</b></main>',
    );
    expect(out.nonce).toBe('n0nce');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://credit.test/fragment/credit-widget');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-sf-widget-props']).toBe('{"price":99900,"currency":"EUR"}');
    expect(headers['x-sf-nonce']).toBe('n0nce');
    expect(headers['x-sf-tenant']).toBe('DE');
    expect(headers['x-sf-path']).toBe('/p/sofa');
  });

  it('fills several slots in parallel, a named widget fragment included', async () => {
    const seen: string[] = [];
    const fetch = jest.fn(
      async (url: string) => (seen.push(url), new Response(url.endsWith('pause-widget') ? 'P' : 'C')),
    );
    const html = `${SLOT}<div data-sf-widget-slot="mfe-credit-instalments" data-sf-widget="payment-pause-widget"></div>`;
    const out = decode(await fillWidgetSlots(bodyFromText(html), env(fetch)));
    expect(out).toContain('>C</div>');
    expect(out).toContain('>P</div>');
    expect(seen).toHaveLength(2);
  });

  it.each([
    ['an error', async () => Promise.reject(new Error('ECONNREFUSED'))],
    ['a 503', async () => new Response('down', { status: 503 })],
  ])('shows the fallback text on %s and logs it', async (_name, fetch) => {
    const e = env(fetch as WidgetSlotEnv['fetch']);
    const out = decode(await fillWidgetSlots(bodyFromText(SLOT), e));
    expect(out).toContain('Die Ratenberechnung ist zurzeit nicht möglich.');
    expect(out).not.toContain('aria-hidden');
    expect(e.warnings).toHaveLength(1);
  });

  it('shows the fallback after the timeout, never waiting longer', async () => {
    const fetch = (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const started = Date.now();
    const out = decode(
      await fillWidgetSlots(
        bodyFromText(SLOT),
        env(fetch, { timeoutMs: 50, context: { ...context, locale: 'fr-CH' } }),
      ),
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(out).toContain('Le calcul des mensualités est momentanément impossible.');
  });

  it('leaves the slot empty when the remote is not deployed for the tenant', async () => {
    const body = bodyFromText(SLOT);
    const fetch = jest.fn();
    expect(await fillWidgetSlots(body, env(fetch, { remotes: new Map() }))).toBe(body);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('drops props that could smuggle header content', async () => {
    const fetch = jest.fn(async (_url: string, _init: RequestInit) => new Response('ok'));
    await fillWidgetSlots(
      bodyFromText(
        '<div data-sf-widget-slot="mfe-credit-instalments" data-sf-widget-props="{&quot;a&quot;:&quot;\n&quot;}"></div>',
      ),
      env(fetch),
    );
    expect((fetch.mock.calls[0]![1].headers as Record<string, string>)['x-sf-widget-props']).toBeUndefined();
  });
});
