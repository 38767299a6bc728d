// The running stack's control socket (decision 0205): `npm start` answers on a Unix socket in its data
// directory (`<data>/run/control.sock`, mode 0600: only this machine's user reaches it, no TCP port),
// and `npm run deploy` / `rollback` ask it to start a domain server's new version before they write
// the registry. HTTP with JSON bodies; a refusal is 422 with `{ error }`.
import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ServerVersionRefused } from './server-versions.mjs';

const MAX_BODY = 64 * 1024;

/** Serves `versions` (a `createServerVersions`) on `socket`; resolves with `{ close() }`. */
export async function serveControl(socket, versions, log = (line) => console.error(line)) {
  // a socket file left by a stack that was killed: nobody answers on it any more
  // created with the umask's mode (no write for others: they cannot connect), 0600 once it listens
  mkdirSync(path.dirname(socket), { recursive: true });
  if (existsSync(socket)) {
    if (await answers(socket))
      throw new Error(`another stack already runs on this data directory (${socket})`);
    rmSync(socket, { force: true });
  }
  const routes = {
    'POST /deploy': (b) => versions.deploy(b.app, b),
    'POST /ensure': (b) => versions.ensure(b.app, b.urls ?? []).then(() => ({})),
    'POST /release': (b) => versions.release(b.app, b.url).then(() => ({})),
    'GET /status': () => versions.status(),
  };
  const server = http.createServer((req, res) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(c);
    });
    req.on('end', async () => {
      const reply = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const route = routes[`${req.method} ${req.url}`];
      if (!route) return reply(404, { error: `unknown request ${req.method} ${req.url}` });
      try {
        const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
        if (req.method === 'POST' && typeof body.app !== 'string')
          return reply(400, { error: 'app is missing' });
        reply(200, await route(body));
      } catch (error) {
        if (error instanceof ServerVersionRefused) return reply(422, { error: error.message });
        log(`[start] control request ${req.method} ${req.url} failed: ${error.stack ?? error}`);
        reply(500, { error: `the stack could not do it: ${error.message}` });
      }
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, resolve);
  });
  chmodSync(socket, 0o600);
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
        rmSync(socket, { force: true });
      }),
  };
}

function request(socket, method, pathName, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath: socket, method, path: pathName, headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = { error: text };
          }
          if (res.statusCode === 200) resolve(json);
          else reject(new Error(json.error ?? `the stack answered ${res.statusCode}`));
        });
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function answers(socket) {
  try {
    await request(socket, 'GET', '/status');
    return true;
  } catch {
    return false;
  }
}

/**
 * The control of the stack running on `socket`, or null when none runs there (no socket, or nobody
 * answers: the stack is stopped). `deploy`, `ensure`, `release` reject with the stack's message.
 */
export async function connectControl(socket) {
  if (!existsSync(socket) || !(await answers(socket))) return null;
  return {
    deploy: (app, build) => request(socket, 'POST', '/deploy', { app, ...build }),
    ensure: (app, urls) => request(socket, 'POST', '/ensure', { app, urls }),
    release: (app, url) => request(socket, 'POST', '/release', { app, url }),
    status: () => request(socket, 'GET', '/status'),
  };
}
