import { warmUpForRemote, type WarmUpModules } from './warm-up';

describe('warmUpForRemote', () => {
  it('creates the locale’s Intl and renders the probe, each in a task after the caller’s', async () => {
    const steps: string[] = [];
    const modules: WarmUpModules = {
      createIntlFor: jest.fn((locale) => steps.push(`intl ${locale}`)),
      renderProbe: jest.fn(() => void steps.push('render')),
    };
    const done = warmUpForRemote('fr-CH', async () => modules);
    steps.push('caller');
    await done;
    expect(steps).toEqual(['caller', 'intl fr-CH', 'render']);
  });

  it('renders the real probe with React DOM and leaves nothing in the page', async () => {
    document.body.innerHTML = '<main><p>Inhalt</p></main>';
    await warmUpForRemote('de-DE');
    expect(document.body.innerHTML).toBe('<main><p>Inhalt</p></main>');
  });

  it('never throws: a failing step is logged and the mount does the work itself', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      warmUpForRemote('de-DE', () => Promise.reject(new Error('chunk failed'))),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[shell] the warm-up for the remote failed', expect.any(Error));
    warn.mockRestore();
  });
});
