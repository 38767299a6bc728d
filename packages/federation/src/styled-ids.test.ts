/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { transformSync, type Options } from '@swc/core';
import type * as ReactModule from 'react';
import type { ComponentType } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import type * as StyledComponentsModule from 'styled-components';
import type { Configuration, RuleSetRule } from 'webpack';
import { createClientConfig } from './client-config';
import { createServerConfig } from './server-config';

// A remote's server renders a shared package's components with its own copy; the browser runs the
// shell's (a shared singleton). Both copies must give every component the same id, or the first
// client render computes other class names and injects every rule again (decision 0280).
const workspace = resolve(__dirname, '..', '..', '..');
const shellClient = createClientConfig({ name: 'shell', root: join(workspace, 'shell'), isHost: true });
const catalogClient = createClientConfig({
  name: 'mfe-catalog',
  root: join(workspace, 'mfe-catalog'),
  isHost: false,
});
const catalogServer = createServerConfig({
  name: 'mfe-catalog',
  root: join(workspace, 'mfe-catalog'),
  entry: './src/server/node.ts',
});
const newsletterServer = createServerConfig({
  name: 'mfe-newsletter',
  root: join(workspace, 'mfe-newsletter'),
  entry: './src/server/node.ts',
});
const LINK = join(workspace, 'packages/ui/src/link.tsx');
const BUY_BOX = join(workspace, 'mfe-catalog/src/features/product/buy-box.tsx');

/**
 * The swc options webpack gives `file` in `config`: the first swc-loader rule (at the top level or in a
 * `oneOf`) whose `include`, when it has one, holds the file.
 */
function swcOptionsFor(config: Configuration, file: string): Options {
  const rules = (config.module?.rules ?? []).filter((r): r is RuleSetRule => !!r && typeof r === 'object');
  const candidates = rules.flatMap((r) =>
    (r.oneOf ?? [r]).filter((x): x is RuleSetRule => !!x && typeof x === 'object'),
  );
  for (const rule of candidates) {
    const use = rule.use as { loader?: string; options?: Options } | undefined;
    if (use?.loader !== 'swc-loader' || !use.options) continue;
    if (typeof rule.include === 'string' && !file.startsWith(rule.include)) continue;
    return use.options;
  }
  throw new Error(`no swc-loader rule for ${file}`);
}

/** `file` compiled as `config`'s build compiles it (swc-loader passes the file name), as CommonJS. */
function compile(config: Configuration, file: string): string {
  const options = swcOptionsFor(config, file);
  return transformSync(readFileSync(file, 'utf8'), {
    ...options,
    filename: file,
    module: { type: 'commonjs' },
  }).code;
}

const componentIds = (code: string) => [...code.matchAll(/componentId: *"([^"]+)"/g)].map((m) => m[1] ?? '');

describe('styled-components ids across builds', () => {
  it('gives a shared package’s components the same ids in the shell’s client build and a remote’s server build', () => {
    const inBrowser = componentIds(compile(shellClient, LINK));
    const onServer = componentIds(compile(catalogServer, LINK));
    expect(inBrowser).toHaveLength(1);
    expect(onServer).toEqual(inBrowser);
    expect(inBrowser[0]).toMatch(/^sf-ui__sc-[0-9a-f]+-0$/);
    expect(componentIds(compile(newsletterServer, LINK))).toEqual(inBrowser);
  });

  it('gives an app’s own components its namespace in both of its builds, apart from every other app’s', () => {
    const client = componentIds(compile(catalogClient, BUY_BOX));
    expect(client.length).toBeGreaterThan(0);
    expect(componentIds(compile(catalogServer, BUY_BOX))).toEqual(client);
    expect(client.every((id) => id.startsWith('mfe-catalog__sc-'))).toBe(true);
    // the same file in another app's build (never done, but ids would not collide)
    expect(
      componentIds(compile(newsletterServer, BUY_BOX)).every((id) => id.startsWith('mfe-newsletter__sc-')),
    ).toBe(true);
  });
});

type React = typeof ReactModule;
type StyledComponents = typeof StyledComponentsModule;

/** One JavaScript runtime (a server process, a browser page): its own React, styled-components and modules. */
interface Runtime {
  React: React;
  sc: StyledComponents;
  server: typeof ReactDomServer;
  client: typeof ReactDomClient;
  /** A source file of the workspace as `config`'s build compiles it; its relative imports alike. */
  load(file: string): Record<string, unknown>;
}

const exists = (file: string) => {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
};

/**
 * A fresh module registry (jest.isolateModules): React and styled-components evaluated anew, as on a
 * page or in a process of their own. `before` runs right after styled-components loaded.
 */
function runtime(config: Configuration, before?: (sc: StyledComponents) => unknown): Runtime {
  let rt: Runtime | undefined;
  jest.isolateModules(() => {
    const req = require; // the isolated registry, only while this callback runs
    const React = req('react') as React;
    const sc = req('styled-components') as StyledComponents;
    before?.(sc);
    const cache = new Map<string, Record<string, unknown>>();
    const load = (file: string): Record<string, unknown> => {
      const cached = cache.get(file);
      if (cached) return cached;
      const module = { exports: {} as Record<string, unknown> };
      cache.set(file, module.exports);
      const requireFrom = (id: string): unknown => {
        if (!id.startsWith('.')) return req(id);
        const base = resolve(dirname(file), id);
        const found = ['.tsx', '.ts'].map((ext) => base + ext).find(exists);
        if (!found) throw new Error(`cannot resolve ${id} from ${file}`);
        return load(found);
      };
      new Function('require', 'module', 'exports', compile(config, file))(
        requireFrom,
        module,
        module.exports,
      );
      return module.exports;
    };
    // what the file imports (@sf/tokens, its own modules) loads now, inside the isolated registry
    load(LINK);
    rt = { React, sc, load, server: req('react-dom/server'), client: req('react-dom/client') };
  });
  if (!rt) throw new Error('runtime not created');
  return rt;
}

/** Two links of @sf/ui, as `rt` renders them. */
function links(rt: Runtime) {
  const { Link } = rt.load(LINK) as { Link: ComponentType<{ href: string; children?: string }> };
  return rt.React.createElement(
    'nav',
    null,
    rt.React.createElement(Link, { href: '/damenmode/' }, 'Damenmode'),
    rt.React.createElement(Link, { href: '/herrenmode/' }, 'Herrenmode'),
  );
}

/** The classes of every element in `html`, in document order. */
function classesOf(html: string): string[] {
  const box = document.createElement('div');
  box.innerHTML = html;
  return [...box.querySelectorAll('[class]')].map((el) => el.getAttribute('class') ?? '');
}

describe('a remote’s server HTML hydrated by the shell’s copy of a shared package', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('keeps the server’s class names and injects no rule again', async () => {
    // the remote's server process: its styled-components, its server build of @sf/ui
    const server = runtime(catalogServer);
    const sheet = new server.sc.ServerStyleSheet();
    let html: string;
    let styleTags: string;
    try {
      html = server.server.renderToString(sheet.collectStyles(links(server)));
      styleTags = sheet.getStyleTags();
    } finally {
      sheet.seal();
    }
    expect(classesOf(html)).toHaveLength(2);

    // the page as the composer sends it: the fragment's styles before its slot
    document.body.innerHTML = `${styleTags}<div id="slot">${html}</div><div id="fresh"></div>`;
    // the browser: the shell's styled-components (rehydrates the server's tags as it loads), the shell's
    // own components created first (other ids, other groups), then the shell's build of @sf/ui
    const browser = runtime(shellClient, (sc) => [
      sc.styled.header`position: sticky;`,
      sc.styled.div`display: flex;`,
    ]);
    const clientSheet = () => document.querySelector('style[data-styled="active"]')?.textContent ?? '';
    const rehydrated = clientSheet();
    expect(document.querySelectorAll('style[data-styled="true"]')).toHaveLength(0);
    expect(rehydrated).toContain('text-decoration:underline');

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await browser.React.act(async () => {
        browser.client.hydrateRoot(document.getElementById('slot') as HTMLElement, links(browser));
      });
      // hydration keeps the server's attributes; a render of its own shows the classes the client computes
      const fresh = document.getElementById('fresh') as HTMLElement;
      await browser.React.act(async () => {
        browser.client.createRoot(fresh).render(links(browser));
      });
      expect(errors).not.toHaveBeenCalled();
      expect(classesOf(fresh.innerHTML)).toEqual(classesOf(html));
      expect(clientSheet()).toBe(rehydrated);
    } finally {
      errors.mockRestore();
    }
  });
});
