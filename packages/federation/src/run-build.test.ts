import { parseArgs } from './run-build';

describe('parseArgs', () => {
  it('reads the command, --watch and --config', () => {
    expect(parseArgs(['build'])).toEqual({ command: 'build', watch: false, config: 'webpack.config.ts' });
    expect(parseArgs(['build', '--watch', '--config', 'other.ts'])).toEqual({
      command: 'build',
      watch: true,
      config: 'other.ts',
    });
    expect(parseArgs([])).toEqual({ command: '', watch: false, config: 'webpack.config.ts' });
  });
});
