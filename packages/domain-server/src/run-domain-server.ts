import { serve } from '@hono/node-server';
import {
  createPgPool,
  migrate,
  openDatabase,
  type Db,
  type Migration,
  type PgliteExtensionName,
} from '@sf/data';
import {
  createLogger,
  createRateLimitStore,
  devFeaturesEnabled,
  randomSecret,
  requireSecrets,
  SecretsError,
  type Logger,
  type SecretSpec,
} from '@sf/server-kit';
import { createComposedRoutes } from './composed-routes';
import { envList, envNumber, type Env } from './env';

/** What a domain server's set-up gets: its migrated database and the settings every server shares. */
export interface DomainServerContext {
  readonly env: Env;
  readonly db: Db;
  readonly logger: Logger;
  /** The composer's port (PORT, default 3000): internal ports and default URLs derive from it. */
  readonly composerPort: number;
  /** The GraphQL gateway (SF_GATEWAY_URL, default the composer's `/api/gateway/`). */
  readonly gatewayUrl: string;
  /** The content bucket (CONTENT_BUCKET_URL, default PORT + 100). */
  readonly contentBucketUrl: string;
  /** Shared by every process on the same PostgreSQL; per process in memory on PGlite. */
  readonly rateLimitStore: ReturnType<typeof createRateLimitStore>;
  readonly devFeatures: boolean;
  /**
   * The secrets named in `options.secrets` that are set. Without development features every one is
   * (the start is refused otherwise); with them a missing one is absent and the server uses a
   * generated local one.
   */
  readonly secrets: Readonly<Partial<Record<string, string>>>;
  /**
   * A secret named in `options.secrets`: its value, else (development features only) one generated for
   * this process and logged by name, never a constant of the repository.
   */
  secret(name: string): string;
  /** A comma-separated setting as a list (empty when unset). */
  list(name: string): string[];
  /** A numeric setting, or `fallback` when unset; a setting that is not a number stops the start. */
  number(name: string, fallback: number): number;
  /** Runs `stop` when the server stops, before the database closes (last registered, first run). */
  onStop(stop: () => unknown): void;
}

export interface DomainServerOptions {
  /** The server's name in logs, e.g. `mfe-catalog`. */
  readonly name: string;
  /** The domain: its schema and its PGlite directory under the data root. */
  readonly domain: string;
  /** The port setting (e.g. `CATALOG_PORT`) and its default offset from PORT (e.g. 102). */
  readonly portEnv: string;
  readonly portOffset: number;
  readonly migrations: readonly Migration[];
  /**
   * The secrets the server needs (`requireSecrets` of @sf/server-kit): checked before the database
   * opens, so a production start without them stops at once with one message naming every missing one.
   */
  readonly secrets?: readonly (string | SecretSpec)[];
  /** Builds the app once the database is migrated; extra entries are logged with "listening". */
  setup(ctx: DomainServerContext): Promise<DomainApp> | DomainApp;
  readonly env?: Env;
  /** Options for `openDatabase` (tests: `{ memory: true }` or a data dir; PGlite contrib `extensions`). */
  readonly database?: {
    readonly memory?: boolean;
    readonly dataDir?: string;
    readonly extensions?: readonly PgliteExtensionName[];
  };
}

export interface DomainApp {
  fetch(request: Request): Response | Promise<Response>;
  readonly describe?: Record<string, unknown>;
}

export interface RunningDomainServer {
  readonly url: string;
  /** The domain database (tests look at what a start wrote). */
  readonly db: Db;
  /** Stops accepting requests, runs the registered stops, closes the database. */
  stop(): Promise<void>;
}

/**
 * Opens the domain database (PGlite under the data root, or PostgreSQL by DATABASE_URL), applies the
 * migrations, builds the app and serves it on 127.0.0.1 at `<portEnv>` or PORT + `portOffset`.
 * One place for what every domain server's Node adapter did by hand.
 */
export async function runDomainServer(options: DomainServerOptions): Promise<RunningDomainServer> {
  const env = options.env ?? process.env;
  const logger = createLogger(options.name);
  const composerPort = envNumber(env, 'PORT', 3000);
  const port = envNumber(env, options.portEnv, composerPort + options.portOffset);
  const devFeatures = devFeaturesEnabled(env);
  const secrets = requireSecrets(env, options.secrets ?? [], devFeatures);
  const db = await openDatabase({ domain: options.domain, ...options.database });
  const databaseUrl = options.database?.memory ? undefined : env['DATABASE_URL'];
  const rateLimitPool = databaseUrl ? createPgPool(databaseUrl, { max: 3, name: 'rate-limit' }) : undefined;
  const stops: Array<() => unknown> = [];
  const closeData = async () => {
    for (const stop of stops.reverse())
      await Promise.resolve(stop()).catch((error: unknown) => logger.warn('stop failed', { error }));
    await Promise.all([db.close(), rateLimitPool?.end()]);
  };
  try {
    const applied = await migrate(db, options.migrations);
    if (applied.length) logger.info('migrations applied', { applied });
    const ctx: DomainServerContext = {
      env,
      db,
      logger,
      composerPort,
      gatewayUrl: env['SF_GATEWAY_URL'] ?? `http://127.0.0.1:${composerPort}/api/gateway/`,
      contentBucketUrl: env['CONTENT_BUCKET_URL'] ?? `http://127.0.0.1:${composerPort + 100}`,
      rateLimitStore: createRateLimitStore({ pool: rateLimitPool }),
      devFeatures,
      secrets,
      secret: (name) => {
        const value = secrets[name];
        if (value) return value;
        if (!devFeatures) throw new Error(`${name} is not among the secrets the server declared`);
        logger.info('a secret generated for this process (development features)', { name });
        return randomSecret();
      },
      list: (name) => envList(env, name),
      number: (name, fallback) => envNumber(env, name, fallback),
      onStop: (stop) => void stops.push(stop),
    };
    const built = await options.setup(ctx);
    // links to other owners' pages from the composed route table each page names (decision 0235)
    const routes = createComposedRoutes({
      composerUrl: env['SF_COMPOSER_URL'] ?? `http://127.0.0.1:${composerPort}`,
      logger,
    });
    const app: DomainApp = {
      ...built,
      // what the Node adapter passes besides the request (its `incoming`/`outgoing`) goes on unchanged
      fetch: (request: Request, ...rest: unknown[]) =>
        routes.serve(request, () =>
          (built.fetch as (r: Request, ...a: unknown[]) => Response | Promise<Response>)(request, ...rest),
        ),
    };
    const server = await listen(app, port);
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
    logger.info('listening', { url, ...app.describe });
    return {
      url,
      db,
      stop: () => new Promise<void>((resolve) => server.close(() => resolve())).then(closeData),
    };
  } catch (error) {
    await closeData().catch(() => undefined);
    throw error;
  }
}

function listen(app: DomainApp, port: number): Promise<ReturnType<typeof serve>> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(server));
    server.once('error', reject);
  });
}

/**
 * The `main` of a domain server's Node adapter: runs it, stops it on SIGTERM/SIGINT (at most 5 s),
 * and exits 1 with the error logged when it cannot start.
 */
export function startDomainServer(options: DomainServerOptions): void {
  runDomainServer(options).then(
    (running) => {
      const stop = () => {
        setTimeout(() => process.exit(0), 5000).unref();
        void running.stop().finally(() => process.exit(0));
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    },
    (error: unknown) => {
      // missing secrets: the one message says what to set (no stack, nothing else to read)
      if (error instanceof SecretsError)
        createLogger(options.name).error(`start refused: ${error.message}`, { missing: error.missing });
      else createLogger(options.name).error('start failed', { error });
      process.exit(1);
    },
  );
}
