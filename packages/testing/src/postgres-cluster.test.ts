/** @jest-environment node */
import { startPostgresCluster } from './postgres-cluster';

describe('startPostgresCluster', () => {
  it('fails with a clear message when the server binaries are missing', async () => {
    await expect(startPostgresCluster({ url: null, binDir: '/nonexistent/pg/bin' })).rejects.toThrow(
      /PostgreSQL server binaries \(initdb, pg_ctl, postgres\) not found in \/nonexistent\/pg\/bin/,
    );
  });

  it('uses the given server instead of starting one', async () => {
    const cluster = await startPostgresCluster({ url: 'postgres://u@db.invalid/x' });
    expect(cluster).toMatchObject({ url: 'postgres://u@db.invalid/x', throwaway: false });
    await cluster.stop();
  });
});
