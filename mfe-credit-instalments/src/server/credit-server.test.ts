/**
 * @jest-environment node
 */
import { runDomainServer } from '@sf/domain-server';
import { creditServer } from './credit-server';

const start = (env: Record<string, string>) =>
  runDomainServer({ ...creditServer, env: { CREDIT_PORT: '0', ...env }, database: { memory: true } });

describe('the credit server', () => {
  it('writes no demo account on a production start', async () => {
    const server = await start({ SF_DEV_FEATURES: '0' });
    try {
      expect((await server.db.query('SELECT customer_id FROM credit_accounts')).rows).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('writes the demo accounts with development features', async () => {
    const server = await start({ SF_DEV_FEATURES: '1' });
    try {
      const ids = (
        await server.db.query<{ customer_id: string }>('SELECT customer_id FROM credit_accounts')
      ).rows.map((r) => r.customer_id);
      expect(ids).toEqual(expect.arrayContaining(['demo-credit-de', '00000000-0000-4000-8000-000000000001']));
    } finally {
      await server.stop();
    }
  });
});
