import type { ResolvedRemote } from '@sf/contracts';
import { integrityPlugin, loadRemoteApp, registerPayloadRemotes, type FederationRuntime } from './federation';

const lifecycles = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
};
const newsletter: ResolvedRemote = {
  name: 'mfe-newsletter',
  version: '0.1.0-bbbb',
  assetsUrl: '/_assets/mfe-newsletter/0.1.0-bbbb/',
  manifestUrl: '/_assets/mfe-newsletter/0.1.0-bbbb/mf-manifest.json',
  integrity: 'sha384-abc',
};

describe('loadRemoteApp', () => {
  it('loads <container>/app and accepts named lifecycles or a default export', async () => {
    const loadRemote = jest
      .fn()
      .mockResolvedValueOnce(lifecycles)
      .mockResolvedValueOnce({ default: lifecycles });
    await expect(loadRemoteApp({ loadRemote }, 'mfe-newsletter')).resolves.toBe(lifecycles);
    await expect(loadRemoteApp({ loadRemote }, 'mfe-newsletter')).resolves.toBe(lifecycles);
    expect(loadRemote).toHaveBeenCalledWith('mfe_newsletter/app');
  });

  it('loads another expose of the container (a page widget) through the same guard', async () => {
    const loadRemote = jest
      .fn()
      .mockRejectedValueOnce(new Error('net::ERR_FAILED'))
      .mockResolvedValueOnce({ default: lifecycles });
    await expect(loadRemoteApp({ loadRemote }, 'mfe-newsletter', './sheet')).resolves.toBe(lifecycles);
    expect(loadRemote).toHaveBeenNthCalledWith(2, 'mfe_newsletter/sheet');
    const wrong = jest.fn().mockResolvedValue({});
    await expect(loadRemoteApp({ loadRemote: wrong }, 'mfe-newsletter', './sheet')).rejects.toThrow(
      'mfe_newsletter/sheet does not export single-spa lifecycles',
    );
  });

  it('retries once, then rejects with REMOTE-001', async () => {
    const loadRemote = jest
      .fn()
      .mockRejectedValueOnce(new Error('net::ERR_FAILED'))
      .mockResolvedValueOnce(lifecycles);
    await expect(loadRemoteApp({ loadRemote }, 'mfe-newsletter')).resolves.toBe(lifecycles);
    expect(loadRemote).toHaveBeenCalledTimes(2);

    const failing = jest.fn().mockRejectedValue(new Error('net::ERR_FAILED'));
    await expect(loadRemoteApp({ loadRemote: failing }, 'mfe-newsletter')).rejects.toThrow(
      'REMOTE-001: A remote entry could not be loaded (mfe-newsletter): net::ERR_FAILED',
    );
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('refuses a module that is not single-spa lifecycles without retrying', async () => {
    const loadRemote = jest.fn().mockResolvedValue({ mount: 'nope' });
    await expect(loadRemoteApp({ loadRemote }, 'mfe-newsletter')).rejects.toThrow(
      'mfe_newsletter/app does not export single-spa lifecycles',
    );
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('registerPayloadRemotes', () => {
  it('registers each remote by container name and absolute manifest URL, never the shell', () => {
    const runtime: FederationRuntime = {
      registerRemotes: jest.fn(),
      registerPlugins: jest.fn(),
      loadRemote: jest.fn(),
    };
    const shell = { ...newsletter, name: 'shell', manifestUrl: '/_assets/shell/1/mf-manifest.json' };
    registerPayloadRemotes(
      runtime,
      [shell, newsletter],
      'https://www.example.de/service-hilfe/newsletter/anmelden',
      document,
    );
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [
        {
          name: 'mfe_newsletter',
          entry: 'https://www.example.de/_assets/mfe-newsletter/0.1.0-bbbb/mf-manifest.json',
        },
      ],
      { force: true },
    );
    expect(runtime.registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'sf-integrity' })]);
  });
});

describe('integrityPlugin', () => {
  it('puts the registry integrity on the remote entry script only', () => {
    const plugin = integrityPlugin([newsletter], 'https://www.example.de/', document);
    const createScript = plugin.createScript as (args: { url: string }) => HTMLScriptElement | undefined;
    const script = createScript({
      url: 'https://www.example.de/_assets/mfe-newsletter/0.1.0-bbbb/remoteEntry.js',
    });
    expect(script?.integrity).toBe('sha384-abc');
    expect(script?.crossOrigin).toBe('anonymous');
    expect(
      createScript({ url: 'https://www.example.de/_assets/mfe-newsletter/0.1.0-bbbb/123.abc.js' }),
    ).toBeUndefined();
  });
});
