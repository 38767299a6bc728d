import type { Locale } from '@sf/contracts';

/** What {@link warmUpForRemote} runs, one step per task (the real modules in the browser, fakes in tests). */
export interface WarmUpModules {
  /** `createIntlFor` of `@sf/i18n`: the locale's ICU data and formatters. */
  readonly createIntlFor: (locale: Locale) => unknown;
  /** Renders a throw-away React tree into a detached element and unmounts it. */
  readonly renderProbe: () => void;
}

/** A task boundary: the network's callbacks (the remote's manifest, entry, chunks) run in between. */
const nextTask = (): Promise<void> => new Promise((done) => setTimeout(done, 0));

/**
 * The shared modules every remote's mount needs, from the host's own shared chunk (already loaded
 * when the shell starts): styled-components builds its style sheet on evaluation (reading the
 * server's style tags back in), React DOM compiles its render path on the probe's render.
 */
async function loadWarmUpModules(): Promise<WarmUpModules> {
  const i18n = await import('@sf/i18n');
  await nextTask();
  await import('styled-components');
  await nextTask();
  const [react, reactDom, reactDomClient] = await Promise.all([
    import('react'),
    import('react-dom'),
    import('react-dom/client'),
  ]);
  const Probe = (): ReturnType<typeof react.createElement> => {
    const [value] = react.useState('');
    return react.createElement('p', null, react.createElement('span', null, value));
  };
  return {
    createIntlFor: (locale) => i18n.createIntlFor(locale),
    renderProbe: () => {
      const root = reactDomClient.createRoot(document.createElement('div'), {
        identifierPrefix: 'shell-warm-up-',
      });
      reactDom.flushSync(() => root.render(react.createElement(Probe)));
      root.unmount();
    },
  };
}

/**
 * Does the remote-independent part of a remote's first mount while its files are on the way
 * (decision 0241): the first `Intl` use of the page (the locale's ICU data, ≈ 50 ms at CPU ×4),
 * styled-components' sheet, React DOM's evaluation and the compilation of its render path. Each
 * in a task of its own, so the remote's network callbacks are not held up; called by the shell
 * right after it asked single-spa for the remotes (the host starts only when one is wanted). Never
 * throws: a failure only means the mount does the work itself.
 */
export async function warmUpForRemote(
  locale: Locale,
  load: () => Promise<WarmUpModules> = loadWarmUpModules,
): Promise<void> {
  try {
    await nextTask();
    const modules = await load();
    modules.createIntlFor(locale);
    await nextTask();
    modules.renderProbe();
  } catch (error) {
    console.warn('[shell] the warm-up for the remote failed', error);
  }
}
