// The servers of the composition benchmark, one role per process (so the load generator, the
// fragment server and the composer under test do not share an event loop):
//   node scripts/lib/bench-servers.mjs fragments <port>
//   node scripts/lib/bench-servers.mjs composer  <port> <fragmentsUrl> <dataDir> <share: on|off>
//   node scripts/lib/bench-servers.mjs tailor    <port> <fragmentsUrl>
//   node scripts/lib/bench-servers.mjs static    <port> <pageFile>
// Every page is `/?delay=<ms>`: the content fragment answers after <ms>; header and footer at once.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './stack.mjs';

const [role, portArg, ...rest] = process.argv.slice(2);
const port = Number(portArg);
const HOST = '127.0.0.1';
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const delayOf = (url) =>
  Math.max(0, Math.min(1000, Number(new URL(url, 'http://x').searchParams.get('delay') ?? 0) || 0));

/** `n` bytes of plausible markup: a list of product links. */
function markup(tag, n) {
  let body = '';
  for (let i = 0; body.length < n - 40; i += 1)
    body += `<li><a href="/p/${i}">Produkt ${i} – Jeans, blau</a></li>`;
  return `<${tag}><ul>${body}</ul></${tag}>`;
}

function listen(server) {
  server.keepAliveTimeout = 10_000;
  server.listen(port, HOST, () => console.log(`[bench:${role}] http://${HOST}:${port}/`));
  // keep-alive connections would hold the port until they time out
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (role === 'fragments') {
  // header ~2 KB, content ~20 KB, footer ~3 KB, all `cache-control: no-store`; counts requests.
  // The bodies are rendered once and sent as bytes: this server shares the machine with the
  // composer under test and the load generator, and its own cost per page (three replies) is
  // added to every target alike, which only blurs the comparison of the composers.
  const bodies = new Map(
    Object.entries({
      header: markup('header', 2 * 1024),
      home: markup('section', 20 * 1024),
      footer: markup('footer', 3 * 1024),
    }).map(([id, text]) => [
      `/fragment/${id}`,
      {
        bytes: Buffer.from(text),
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-length': String(Buffer.byteLength(text)),
        },
      },
    ]),
  );
  let served = 0;
  const reply = (res, body) => {
    res.writeHead(200, body.headers);
    res.end(body.bytes);
  };
  listen(
    http.createServer((req, res) => {
      const target = req.url ?? '/';
      const q = target.indexOf('?');
      const pathname = q === -1 ? target : target.slice(0, q);
      if (pathname === '/count') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ served }));
        return;
      }
      const body = bodies.get(pathname);
      if (!body) {
        res.writeHead(404);
        res.end();
        return;
      }
      served += 1;
      const delay = pathname === '/fragment/home' && q !== -1 ? delayOf(target) : 0;
      if (delay) setTimeout(reply, delay, res, body);
      else reply(res, body);
    }),
  );
} else if (role === 'composer') {
  const [fragments, dataDir, share] = rest;
  const version = {
    version: '1.0.0',
    assetsUrl: '/_assets/shell/1.0.0/',
    manifestUrl: '/_assets/shell/1.0.0/mf-manifest.json',
    server: fragments,
    integrity: '',
    sharedVersions: {},
    contractVersion: 1,
  };
  const tenants = Object.fromEntries(
    ['DE', 'AT', 'CH', 'NL'].map((t) => [t, { shell: { ...version, history: [] } }]),
  );
  mkdirSync(path.join(dataDir, 'registry'), { recursive: true });
  mkdirSync(path.join(dataDir, 'assets'), { recursive: true });
  const registryFile = path.join(dataDir, 'registry', 'registry.json');
  writeFileSync(registryFile, JSON.stringify({ contractVersion: 1, tenants }));
  const { startComposer } = await import(pathToFileURL(path.join(ROOT, 'edge-composer/dist/node.mjs')).href);
  const quiet = { info() {}, warn() {}, error() {} };
  const running = await startComposer({
    port,
    host: HOST,
    dataDir,
    registryFile,
    logger: quiet,
    shareFragmentFetches: share !== 'off',
    // a composer as deployed needs the tester override's key (decision 0165) and the canary bucket's
    // (the signed bucket cookie); nobody overrides and no canary runs here
    overrideSecret: randomBytes(32).toString('base64url'),
    bucketSecret: randomBytes(32).toString('base64url'),
  });
  console.log(`[bench:composer] ${running.url}/ (in-flight sharing ${share})`);
  const stop = () => running.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else if (role === 'tailor') {
  const [fragments] = rest;
  const require = createRequire(path.join(ROOT, 'package.json'));
  const Tailor = require('node-tailor');
  const template = (delay) =>
    '<!doctype html><html lang="de-DE"><head><meta charset="utf-8"><title>Bench</title></head><body>' +
    `<fragment src="${fragments}/fragment/header"></fragment>` +
    `<main id="main"><fragment src="${fragments}/fragment/home?delay=${delay}" primary></fragment></main>` +
    `<fragment src="${fragments}/fragment/footer"></fragment></body></html>`;
  // the parsed template is cached per delay (Tailor re-reads its template per request otherwise)
  const parsed = new Map();
  const tailor = new Tailor({
    fetchTemplate: (request, parseTemplate) => {
      const delay = delayOf(request.url);
      if (!parsed.has(delay)) parsed.set(delay, parseTemplate(template(delay)));
      return parsed.get(delay);
    },
  });
  listen(http.createServer(tailor.requestHandler));
} else if (role === 'static') {
  // the upper bound: the composed page from memory, after the same delay as the content fragment
  const page = readFileSync(rest[0]);
  listen(
    http.createServer(async (req, res) => {
      const delay = delayOf(req.url);
      if (delay) await sleep(delay);
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'private, no-cache',
        'content-length': page.length,
      });
      res.end(page);
    }),
  );
} else {
  console.error(`unknown role ${role}`);
  process.exit(2);
}
