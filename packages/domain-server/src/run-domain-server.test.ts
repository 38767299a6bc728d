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
});
