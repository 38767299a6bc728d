import type { Logger } from './logger';
import type { FeedSyncReport as SyncReport } from './feed-sync';
import { startFeedLoop } from './feed-loop';

const REPORT: SyncReport = {
  kind: 'refresh',
  asOf: null,
  settledAt: null,
  pages: 1,
  products: 3,
  changed: 3,
  removed: 0,
  millis: 1,
};

function recordingLogger() {
  const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
    void lines.push({ level, msg, ...(fields ? { fields } : {}) });
  const logger: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
}

/** A pass that fails with undici's shape of a refused connection (`fetch failed`, the cause inside). */
const refused = () =>
  Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:3300') }));

describe('startFeedLoop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('logs the catalog not being up at start as one info line without a stack, then syncs', async () => {
    const { logger, lines } = recordingLogger();
    let clock = 0;
    const run = jest
      .fn<Promise<SyncReport>, []>()
      .mockImplementationOnce(refused)
      .mockImplementationOnce(refused)
      .mockResolvedValue(REPORT);
    const loop = startFeedLoop(run, {
      name: 'search index',
      intervalMs: 60_000,
      retryMs: 1000,
      logger,
      now: () => clock,
    });
    await jest.advanceTimersByTimeAsync(0);
    clock = 1000;
    await jest.advanceTimersByTimeAsync(1000);
    clock = 2000;
    await jest.advanceTimersByTimeAsync(1000);
    loop.stop();
    expect(run).toHaveBeenCalledTimes(3);
    expect(lines.filter((l) => l.level === 'warn')).toEqual([]);
    expect(lines.slice(0, 1)).toEqual([
      {
        level: 'info',
        msg: 'search index waits for the catalog feed',
        fields: { reason: 'fetch failed: connect ECONNREFUSED 127.0.0.1:3300', attempt: 1 },
      },
    ]);
    expect(lines[1]).toMatchObject({ level: 'info', msg: 'search index synced' });
  });

  it('logs the first failure and every tenth: a wait within the start-up grace, a warning with the error after it', async () => {
    const { logger, lines } = recordingLogger();
    let clock = 0;
    const run = jest.fn<Promise<SyncReport>, []>().mockImplementation(refused);
    const loop = startFeedLoop(run, {
      name: 'search index',
      intervalMs: 60_000,
      retryMs: 1000,
      startupGraceMs: 15_000,
      logger,
      now: () => clock,
    });
    for (let i = 0; i < 25; i += 1) {
      await jest.advanceTimersByTimeAsync(i === 0 ? 0 : 1000);
      clock += 1000;
    }
    loop.stop();
    // failures 1 and 11 are within the grace (t = 0 s, 10 s), 21 after it (t = 20 s)
    expect(lines.filter((l) => l.level === 'info').map((l) => l.fields?.['attempt'])).toEqual([1, 11]);
    const warnings = lines.filter((l) => l.level === 'warn');
    expect(warnings.map((w) => w.fields?.['failures'])).toEqual([21]);
    expect(warnings[0]?.fields?.['error']).toBeInstanceOf(TypeError);
  });

  it('warns at once when a pass fails after the index was synced (the catalog went away)', async () => {
    const { logger, lines } = recordingLogger();
    const run = jest.fn<Promise<SyncReport>, []>().mockResolvedValueOnce(REPORT).mockImplementation(refused);
    const loop = startFeedLoop(run, { name: 'search index', intervalMs: 1000, logger, now: () => 0 });
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(1000);
    loop.stop();
    expect(lines.map((l) => `${l.level} ${l.msg}`)).toEqual([
      'info search index synced',
      'warn search index sync failed',
    ]);
  });
});
