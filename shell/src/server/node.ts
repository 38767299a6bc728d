/**
 * Node adapter of the shell's fragment server: listens on 127.0.0.1:`SHELL_PORT` (default 3101)
 * and reads the CMS from `CONTENT_BUCKET_URL` (default the local bucket on `CONTENT_BUCKET_PORT`,
 * 3100). This file is the server build's entry (`dist/server/index.js`).
 */
import { serve } from '@hono/node-server';
import { createShellServer } from './index';

const bucketPort = process.env.CONTENT_BUCKET_PORT ?? '3100';
const contentBucketUrl = process.env.CONTENT_BUCKET_URL ?? `http://127.0.0.1:${bucketPort}`;
const port = Number(process.env.SHELL_PORT ?? 3101);

const server = serve({ fetch: createShellServer({ contentBucketUrl }).fetch, hostname: '127.0.0.1', port }, (info) => {
  console.log(JSON.stringify({ level: 'info', name: 'shell', msg: `fragment server on http://127.0.0.1:${info.port}/`, contentBucketUrl }));
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
