import { runDomainServer } from './run-domain-server';

describe('runDomainServer', () => {
  it('migrates, serves on 127.0.0.1, runs the stops before closing the database', async () => {
    const events: string[] = [];
    const server = await runDomainServer({
      name: 'test-domain',
      domain: 'testdomain',
      portEnv: 'TEST_DOMAIN_PORT',
      portOffset: 0,
      env: { TEST_DOMAIN_PORT: '0', SF_GATEWAY_URL: 'http://gw.test/' },
      database: { memory: true },
      migrations: [{ id: '0001-notes', sql: 'CREATE TABLE notes (text text NOT NULL)' }],
      async setup(ctx) {
        await ctx.db.query("INSERT INTO notes VALUES ('hello')");
        ctx.onStop(() => void events.push('first registered'));
        ctx.onStop(() => void events.push('last registered'));
        return {
          fetch: async () => {
            const { rows } = await ctx.db.query<{ text: string }>('SELECT text FROM notes');
            return Response.json({ notes: rows.map((r) => r.text), gateway: ctx.gatewayUrl });
          },
        };
      },
    });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const reply = await fetch(server.url);
    expect(await reply.json()).toEqual({ notes: ['hello'], gateway: 'http://gw.test/' });
    await server.stop();
    expect(events).toEqual(['last registered', 'first registered']);
    await expect(fetch(server.url)).rejects.toThrow();
  });

  it('closes the database and rejects when the set-up fails', async () => {
    await expect(
      runDomainServer({
        name: 'test-domain',
        domain: 'testdomain',
        portEnv: 'TEST_DOMAIN_PORT',
        portOffset: 0,
        env: { TEST_DOMAIN_PORT: '0' },
        database: { memory: true },
        migrations: [],
        setup: () => {
          throw new Error('no secret configured');
        },
      }),
    ).rejects.toThrow('no secret configured');
  });

  it('without development features refuses to start before opening the database, naming every missing secret', async () => {
    let setUp = false;
    const start = (env: Record<string, string>) =>
      runDomainServer({
        name: 'test-domain',
        domain: 'testdomain',
        portEnv: 'TEST_DOMAIN_PORT',
        portOffset: 0,
        env: { TEST_DOMAIN_PORT: '0', ...env },
        database: { memory: true },
        migrations: [],
        secrets: ['FIRST_SECRET', 'SECOND_SECRET'],
        setup: (ctx) => {
          setUp = true;
          return { fetch: () => Response.json(ctx.secrets) };
        },
      });
    await expect(start({ SF_DEV_FEATURES: '0', SECOND_SECRET: 'y'.repeat(32) })).rejects.toThrow(
      'Production needs this secret, which is not set: FIRST_SECRET.',
    );
    await expect(start({})).rejects.toThrow('not set: FIRST_SECRET, SECOND_SECRET.');
    expect(setUp).toBe(false);
    // with development features a missing one is the set-up's to generate; a set one is passed on
    const server = await start({ SF_DEV_FEATURES: '1', SECOND_SECRET: 'y'.repeat(32) });
    expect(await (await fetch(server.url)).json()).toEqual({ SECOND_SECRET: 'y'.repeat(32) });
    await server.stop();
  });
});
