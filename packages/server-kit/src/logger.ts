/** Log levels, in rising order. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Structured logger: one JSON line per call. */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const RESERVED = new Set(['level', 'name', 'msg', 'time']);

function plain(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (typeof value === 'bigint') return value.toString();
  return value;
}

function line(
  level: LogLevel,
  name: string,
  msg: string,
  fields: Record<string, unknown> | undefined,
): string {
  const record: Record<string, unknown> = { level, name, msg };
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (!RESERVED.has(key)) record[key] = plain(value);
  }
  record['time'] = new Date().toISOString();
  try {
    return JSON.stringify(record);
  } catch {
    // circular fields: keep the line, lose the fields
    return JSON.stringify({ level, name, msg, unserializableFields: true, time: record['time'] });
  }
}

/**
 * A logger writing JSON lines `{ level, name, msg, ...fields, time }` to the console (errors to
 * `console.error`, warnings to `console.warn`, the rest to `console.log`); Error values in fields
 * become `{ name, message, stack }`. Runs on Node and workerd alike.
 *
 * @example createLogger('mfe-newsletter').info('signed up', { requestId })
 */
export function createLogger(name: string): Logger {
  return {
    debug: (msg, fields) => console.log(line('debug', name, msg, fields)),
    info: (msg, fields) => console.log(line('info', name, msg, fields)),
    warn: (msg, fields) => console.warn(line('warn', name, msg, fields)),
    error: (msg, fields) => console.error(line('error', name, msg, fields)),
  };
}
