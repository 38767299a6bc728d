import type { RemoteProps } from '@sf/contracts';
import { createGatewayClient, timingsOf, useClient } from '@sf/gateway-client';
import { compileBundle } from '@sf/i18n/compile';
import { act, screen } from '@testing-library/react';
import { useId, useState, useSyncExternalStore } from 'react';
import { renderToString } from 'react-dom/server';
import { createRemoteLifecycles } from './create-remote-lifecycles';
import { identifierPrefixOf } from './react-dom-client';
import { RemoteTree, type RemoteAppProps } from './remote-tree';
import { serverRemoteProps } from './server-remote-props';
import { useIntl } from './intl-context';

// compiled to the ICU AST, as a browser build compiles a remote's catalogues (decision 0284)
const messages = compileBundle({
  'de-DE': { 'demo.title': 'Newsletter abonnieren', 'demo.count': '{n} Klicks' },
  'fr-CH': { 'demo.title': 'S’abonner', 'demo.count': '{n} clics' },
  'nl-NL': { 'demo.title': 'Abonneren', 'demo.count': '{n} klikken' },
});

function Demo({ props, initialState }: RemoteAppProps) {
  const intl = useIntl();
  const id = useId();
  const [n, setN] = useState((initialState as { n?: number } | null)?.n ?? 0);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage({ id: 'demo.title' })}</h2>
      <p>{props.locale}</p>
      <button type="button" onClick={() => setN(n + 1)}>
        {intl.formatMessage({ id: 'demo.count' }, { n })}
      </button>
    </section>
  );
}

const noSubscribe = () => () => undefined;

function Choice() {
  const [choice, setChoice] = useState('a');
  // like a form that renders differently once hydrated: React re-renders right after hydrating
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  return (
    <form data-hydrated={hydrated}>
      {['a', 'b'].map((v) => (
        <label key={v}>
          <input
            type="radio"
            name="choice"
            value={v}
            checked={choice === v}
            onChange={(e) => setChoice(e.target.value)}
          />
          {v}
        </label>
      ))}
      <output>chosen {choice}</output>
    </form>
  );
}

/** A form like the shop's: a text field checked when left, a group of checkboxes, a select, files. */
function Filters() {
  const [zip, setZip] = useState('');
  const [zipError, setZipError] = useState('');
  const [brands, setBrands] = useState<string[]>([]);
  const [size, setSize] = useState('');
  const [files, setFiles] = useState<string[]>([]);
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  return (
    <form data-hydrated={hydrated}>
      <label>
        PLZ
        <input
          name="zip"
          value={zip}
          onChange={(e) => setZip(e.target.value)}
          onBlur={() => setZipError(/^\d*$/.test(zip) ? '' : 'Nur Zahlen sind erlaubt')}
        />
      </label>
      {zipError && <p role="alert">{zipError}</p>}
      {['urban-fjord', 'bellavie'].map((b) => (
        <label key={b}>
          <input
            type="checkbox"
            name="brand"
            value={b}
            checked={brands.includes(b)}
            onChange={(e) => setBrands((l) => (e.target.checked ? [...l, b] : l.filter((x) => x !== b)))}
          />
          {b}
        </label>
      ))}
      <label>
        Größe
        <select name="size" value={size} onChange={(e) => setSize(e.target.value)}>
          <option value="">bitte wählen</option>
          <option value="40">40</option>
        </select>
      </label>
      <label>
        Anhänge
        <input
          type="file"
          name="attachments"
          multiple
          onChange={(e) => setFiles([...(e.target.files ?? [])].map((f) => f.name))}
        />
      </label>
      <output>
        state {zip}|{brands.join(',')}|{size}|{files.join(',')}
      </output>
    </form>
  );
}

function Broken(): never {
  throw new Error('boom');
}

const client = () => createGatewayClient({ fetch: jest.fn(), retry: false });

function remoteProps(domElement: HTMLElement): RemoteProps {
  return {
    tenant: 'DE',
    locale: 'de-DE',
    routes: [{ id: 'newsletter-signup', path: '/service-hilfe/newsletter/anmelden' }],
    eventBus: { emit: jest.fn(), on: jest.fn(() => () => undefined) },
    session: { flags: () => ({ loggedIn: false, softLoggedIn: false }), token: () => null },
    domElement,
  };
}

function spaProps(domElement: HTMLElement) {
  return {
    ...remoteProps(domElement),
    name: 'mfe-demo',
    singleSpa: {},
    mountParcel: jest.fn(),
  } as RemoteProps;
}

/** Runs a lifecycle: React work is flushed by act, single-spa-react resolves after the commit. */
async function run(lifecycle: () => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  await act(async () => {
    pending = lifecycle();
  });
  await pending;
}

function makeSlot(html = ''): HTMLElement {
  document.body.innerHTML = `<main><div data-sf-slot="mfe-demo" data-sf-route="newsletter-signup">${html}</div></main>`;
  return document.querySelector<HTMLElement>('[data-sf-slot="mfe-demo"]')!;
}

describe('createRemoteLifecycles', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/service-hilfe/newsletter/anmelden');
  });

  it.each([
    ['an ordinary', { effectiveType: '4g' }, 'retry 5000, loading 3000'],
    ['a 2G', { effectiveType: '2g' }, 'retry 10000, loading 5000'],
    ['a save-data', { effectiveType: '4g', saveData: true }, 'retry 10000, loading 5000'],
  ])('gives the default client the data timings of %s connection', async (_name, connection, shown) => {
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    function Timings() {
      const t = timingsOf(useClient());
      return <p>{t ? `retry ${t.retryMs}, loading ${t.loadingTimeoutMs}` : 'none'}</p>;
    }
    const slot = makeSlot();
    const app = createRemoteLifecycles({ name: 'mfe-demo', App: Timings, messages });
    await run(() => app.bootstrap(spaProps(slot)));
    await run(() => app.mount(spaProps(slot)));
    expect(screen.getByText(shown)).toBeInTheDocument();
    await run(() => app.unmount(spaProps(slot)));
    delete (navigator as { connection?: unknown }).connection;
  });

  it('renders fresh into an empty slot with the providers', async () => {
    const slot = makeSlot();
    const app = createRemoteLifecycles({ name: 'mfe-demo', App: Demo, messages, createClient: client });
    await run(() => app.bootstrap(spaProps(slot)));
    await run(() => app.mount(spaProps(slot)));
    expect(screen.getByRole('heading', { name: 'Newsletter abonnieren' })).toBeInTheDocument();
    expect(slot).toHaveAttribute('data-sf-mounted', 'rendered');
    expect(
      screen.getByRole('region', { name: 'Newsletter abonnieren' }).getAttribute('aria-labelledby'),
    ).toMatch(/mfe-demo-/);
    await run(() => app.unmount(spaProps(slot)));
    expect(slot).toBeEmptyDOMElement();
    expect(slot).not.toHaveAttribute('data-sf-mounted');
  });

  it('hydrates the server HTML without a mismatch and keeps the server state', async () => {
    const state = { n: 4 };
    const html = renderToString(
      <RemoteTree
        name="mfe-demo"
        App={Demo}
        messages={messages}
        client={client()}
        props={serverRemoteProps({
          tenant: 'DE',
          locale: 'de-DE',
          routes: [],
          session: { loggedIn: false, softLoggedIn: false },
        })}
        initialState={state}
      />,
      { identifierPrefix: identifierPrefixOf('mfe-demo') },
    );
    const slot = makeSlot(html);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" data-sf-state="mfe-demo">${JSON.stringify(state)}</script>`,
    );
    const serverButton = screen.getByRole('button', { name: '4 Klicks' });
    const error = jest.spyOn(console, 'error');
    const app = createRemoteLifecycles({ name: 'mfe-demo', App: Demo, messages, createClient: client });
    await run(() => app.mount(spaProps(slot)));
    expect(error).not.toHaveBeenCalled();
    expect(slot).toHaveAttribute('data-sf-mounted', 'hydrated');
    // hydration keeps the server's DOM node and makes it interactive
    expect(screen.getByRole('button', { name: '4 Klicks' })).toBe(serverButton);
    await act(async () => {
      serverButton.click();
    });
    expect(screen.getByRole('button', { name: '5 Klicks' })).toBeInTheDocument();
    await run(() => app.unmount(spaProps(slot)));
  });

  it('keeps a radio the shopper chose in the server HTML before hydration', async () => {
    const html = renderToString(
      <RemoteTree
        name="mfe-demo"
        App={Choice}
        messages={messages}
        client={client()}
        props={serverRemoteProps({
          tenant: 'DE',
          locale: 'de-DE',
          routes: [],
          session: { loggedIn: false, softLoggedIn: false },
        })}
        initialState={null}
      />,
      { identifierPrefix: identifierPrefixOf('mfe-demo') },
    );
    const slot = makeSlot(html);
    screen.getByRole('radio', { name: 'b' }).click();
    const app = createRemoteLifecycles({ name: 'mfe-demo', App: Choice, messages, createClient: client });
    await run(() => app.mount(spaProps(slot)));
    expect(slot).toHaveAttribute('data-sf-mounted', 'hydrated');
    expect(screen.getByRole('radio', { name: 'b' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'a' })).not.toBeChecked();
    // the app's own state took the choice, not only the DOM
    await act(async () => undefined);
    expect(screen.getByText('chosen b')).toBeInTheDocument();
    await run(() => app.unmount(spaProps(slot)));
  });

  it('starts the form state from every kind of entry made before hydration, checks run as if the fields were left', async () => {
    const html = renderToString(
      <RemoteTree
        name="mfe-demo"
        App={Filters}
        messages={messages}
        client={client()}
        props={serverRemoteProps({
          tenant: 'DE',
          locale: 'de-DE',
          routes: [],
          session: { loggedIn: false, softLoggedIn: false },
        })}
        initialState={null}
      />,
      { identifierPrefix: identifierPrefixOf('mfe-demo') },
    );
    const slot = makeSlot(html);
    screen.getByRole<HTMLInputElement>('textbox', { name: 'PLZ' }).value = '20A95';
    screen.getByRole('checkbox', { name: 'urban-fjord' }).click();
    screen.getByRole<HTMLSelectElement>('combobox', { name: 'Größe' }).value = '40';
    const file = screen.getByLabelText<HTMLInputElement>('Anhänge');
    const list = Object.assign([new File(['x'], 'beleg.pdf', { type: 'application/pdf' })], {
      item: () => null,
    });
    Object.defineProperty(file, 'files', { configurable: true, get: () => list, set: () => undefined });
    const app = createRemoteLifecycles({ name: 'mfe-demo', App: Filters, messages, createClient: client });
    await run(() => app.mount(spaProps(slot)));
    expect(slot).toHaveAttribute('data-sf-mounted', 'hydrated');
    await act(async () => undefined);
    // the checkbox of the other brand (same name) stays as it was
    expect(screen.getByText('state 20A95|urban-fjord|40|beleg.pdf')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'urban-fjord' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'bellavie' })).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Nur Zahlen sind erlaubt');
    await run(() => app.unmount(spaProps(slot)));
  });

  it('shows the localized fallback and logs REMOTE-002 when the app throws', async () => {
    const slot = makeSlot();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = createRemoteLifecycles({ name: 'mfe-demo', App: Broken, messages, createClient: client });
    await run(() => app.mount(spaProps(slot)));
    expect(screen.getByRole('status')).toHaveTextContent('Dieser Bereich kann gerade nicht angezeigt werden');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('REMOTE-002'),
      expect.any(Error),
      expect.any(String),
    );
    await run(() => app.unmount(spaProps(slot)));
  });
});
