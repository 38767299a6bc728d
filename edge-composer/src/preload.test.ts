import type { RemoteVersion } from '@sf/contracts';
import { filesFromManifest, preloadLinks, RemoteFilesResolver } from './preload';

const remote = (v: string): RemoteVersion => ({
  version: v,
  assetsUrl: `/_assets/shell/${v}/`,
  manifestUrl: `/_assets/shell/${v}/mf-manifest.json`,
  server: 'http://127.0.0.1:1',
  integrity: '',
  sharedVersions: {},
  contractVersion: 1,
});

describe('filesFromManifest', () => {
  it('reads the container entry and the app entry of an mf-manifest.json', () => {
    expect(
      filesFromManifest('/_assets/shell/1/', {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, entry: 'main.3f2a.js' },
      }),
    ).toEqual({
      remoteEntry: '/_assets/shell/1/remoteEntry.js',
      entry: '/_assets/shell/1/main.3f2a.js',
    });
    expect(
      filesFromManifest('/a/', { metaData: { remoteEntry: { name: 're.js', path: 'static' } } }),
    ).toEqual({ remoteEntry: '/a/static/re.js', entry: null });
    // the shell (a host without exposes) as @sf/federation writes it
    expect(
      filesFromManifest('/s/', {
        metaData: { remoteEntry: { name: '', path: '' }, entry: 'main.b0d749fa.js' },
      }),
    ).toEqual({ remoteEntry: null, entry: '/s/main.b0d749fa.js' });
    expect(filesFromManifest('/a/', { metaData: {} })).toBeNull();
    expect(filesFromManifest('/a/', 'nope')).toBeNull();
  });
});

describe('RemoteFilesResolver', () => {
  it('loads each version’s manifest once and falls back to the fixed container name', async () => {
    const loads: string[] = [];
    const unreadable: string[] = [];
    const resolver = new RemoteFilesResolver(
      async (url) => {
        loads.push(url);
        if (url.includes('/2/')) throw new Error('down');
        return { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, entry: 'app.js' } };
      },
      (url) => unreadable.push(url),
    );
    expect((await resolver.filesOf(remote('1'))).entry).toBe('/_assets/shell/1/app.js');
    await resolver.filesOf(remote('1'));
    expect(await resolver.filesOf(remote('2'))).toEqual({
      remoteEntry: '/_assets/shell/2/remoteEntry.js',
      entry: null,
    });
    await resolver.filesOf(remote('2'));
    expect(loads).toEqual(['/_assets/shell/1/mf-manifest.json', '/_assets/shell/2/mf-manifest.json']);
    expect(unreadable).toEqual(['/_assets/shell/2/mf-manifest.json']);
  });
});

it('writes one escaped preload per URL', () => {
  expect(
    preloadLinks([{ href: '/a.js' }, { href: '/a.js' }, { href: '/b".js', integrity: 'sha384-x' }], 'n0nce'),
  ).toBe(
    '<link rel="preload" as="script" href="/a.js" nonce="n0nce">' +
      '<link rel="preload" as="script" href="/b&quot;.js" nonce="n0nce" integrity="sha384-x" crossorigin="anonymous">',
  );
});
