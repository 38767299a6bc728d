import { createLogger } from './logger';

describe('createLogger', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes one JSON line { level, name, msg, ...fields, time } per call', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    createLogger('mfe-newsletter').info('signed up', { requestId: 'r1', count: 2 });
    expect(log).toHaveBeenCalledTimes(1);
    const line = log.mock.calls[0]![0] as string;
    expect(line).not.toContain('\n');
    const record = JSON.parse(line) as Record<string, unknown>;
    expect(Object.keys(record)).toEqual(['level', 'name', 'msg', 'requestId', 'count', 'time']);
    expect(record).toMatchObject({
      level: 'info',
      name: 'mfe-newsletter',
      msg: 'signed up',
      requestId: 'r1',
      count: 2,
    });
    expect(new Date(record['time'] as string).toISOString()).toBe(record['time']);
  });

  it('sends errors to console.error and warnings to console.warn, with Error fields readable', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logger = createLogger('kit');
    logger.error('failed', { error: new TypeError('bad'), level: 'info' });
    logger.warn('careful');
    const record = JSON.parse(error.mock.calls[0]![0] as string) as {
      level: string;
      error: { name: string; message: string };
    };
    expect(record.level).toBe('error');
    expect(record.error).toMatchObject({ name: 'TypeError', message: 'bad' });
    expect(JSON.parse(warn.mock.calls[0]![0] as string)).toMatchObject({ level: 'warn', msg: 'careful' });
  });

  it('keeps the line when fields cannot be serialized', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    createLogger('kit').debug('loop', { circular });
    expect(JSON.parse(log.mock.calls[0]![0] as string)).toMatchObject({
      level: 'debug',
      msg: 'loop',
      unserializableFields: true,
    });
  });
});
