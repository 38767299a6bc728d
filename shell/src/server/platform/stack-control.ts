/**
 * The running stack's control socket as the dashboard uses it (decisions 0205, 0250): before a rollback
 * points the registry back at a version whose server stopped after its drain, the stack starts that
 * server again and waits for its health check, as `npm run rollback` does. `npm start` gives the shell's
 * server the socket (`SF_CONTROL_SOCKET`, mode 0600: only this machine's user reaches it); without one
 * (a composer fleet with servers run elsewhere) a rollback only changes the registry.
 */
import { request } from 'node:http';

/** What the dashboard asks of the stack. Both reject with the stack's reason. */
export interface StackControl {
  /** The servers `urls` of `app` run and are healthy (started again when stopped). */
  ensure(app: string, urls: readonly string[]): Promise<void>;
  /** The registry is written: what it no longer serves may drain. */
  release(app: string, url: string): Promise<void>;
}

/** A start after a drain waits for the new process's health check (the stack's limit is 60 s). */
const TIMEOUT_MS = 90_000;

function post(socketPath: string, path: string, body: unknown, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode === 200) return resolve();
          const text = Buffer.concat(chunks).toString('utf8');
          let reason = `the stack answered ${res.statusCode}`;
          try {
            const parsed = JSON.parse(text) as { error?: unknown };
            if (typeof parsed.error === 'string') reason = parsed.error;
          } catch {
            // not JSON: the status says enough
          }
          reject(new Error(reason));
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`the stack did not answer within ${timeoutMs / 1000} s`)));
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new Error('the stack is not running')
          : error,
      ),
    );
    req.end(JSON.stringify(body));
  });
}

/** The control of the stack answering on `socketPath`. */
export function stackControl(socketPath: string, timeoutMs = TIMEOUT_MS): StackControl {
  return {
    ensure: (app, urls) => post(socketPath, '/ensure', { app, urls }, timeoutMs),
    release: (app, url) => post(socketPath, '/release', { app, url }, timeoutMs),
  };
}
