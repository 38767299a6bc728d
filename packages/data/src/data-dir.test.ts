import { join, resolve } from 'node:path';
import { findRepoRoot, resolveDataRoot } from './data-dir';

describe('resolveDataRoot', () => {
  const saved = process.env['SF_DATA_DIR'];
  afterEach(() => {
    if (saved === undefined) delete process.env['SF_DATA_DIR'];
    else process.env['SF_DATA_DIR'] = saved;
  });

  it('defaults to <repo>/.data, the folder whose package.json declares workspaces', () => {
    delete process.env['SF_DATA_DIR'];
    const repo = resolve(__dirname, '../../..');
    expect(findRepoRoot(__dirname)).toBe(repo);
    expect(resolveDataRoot()).toBe(join(findRepoRoot(), '.data'));
  });

  it('prefers the option, then SF_DATA_DIR', () => {
    process.env['SF_DATA_DIR'] = '/srv/sf-data';
    expect(resolveDataRoot()).toBe('/srv/sf-data');
    expect(resolveDataRoot('/tmp/x')).toBe('/tmp/x');
  });
});
