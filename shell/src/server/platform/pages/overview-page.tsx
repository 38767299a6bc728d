import { canaryBuckets, type LiveRemote } from '../registry-view';

/** Live versions per tenant and remote, the canaries with their buckets, the deploy history. */
export function OverviewPage({ rows }: { readonly rows: readonly LiveRemote[] | null }) {
  if (rows === null) return <p className="error">The registry cannot be read right now.</p>;
  const canaries = rows.filter((r) => r.canary);
  return (
    <>
      <h2 id="live">Live versions</h2>
      <table aria-labelledby="live">
        <thead>
          <tr>
            <th scope="col">Tenant</th>
            <th scope="col">Remote</th>
            <th scope="col">Live version</th>
            <th scope="col">Canary</th>
            <th scope="col">Server</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.tenant}/${r.remote}`}>
              <td>{r.tenant}</td>
              <td>{r.remote}</td>
              <td>{r.version}</td>
              <td>{r.canary ? `${r.canary.version} (${r.canary.percent} %)` : 'none'}</td>
              <td>{r.server}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 id="canaries">Canaries</h2>
      {canaries.length === 0 ? (
        <p>No canary is live: every shopper gets the live versions.</p>
      ) : (
        <table aria-labelledby="canaries">
          <thead>
            <tr>
              <th scope="col">Tenant</th>
              <th scope="col">Remote</th>
              <th scope="col">Canary version</th>
              <th scope="col">Share</th>
              <th scope="col">Buckets (of 0–99)</th>
            </tr>
          </thead>
          <tbody>
            {canaries.map((r) => (
              <tr key={`${r.tenant}/${r.remote}`}>
                <td>{r.tenant}</td>
                <td>{r.remote}</td>
                <td>{r.canary!.version}</td>
                <td className="num">{r.canary!.percent} %</td>
                <td>{canaryBuckets(r.canary!.percent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 id="history">Deploy history</h2>
      <p className="note">Earlier live versions, newest first: what a rollback returns to.</p>
      <table aria-labelledby="history">
        <thead>
          <tr>
            <th scope="col">Tenant</th>
            <th scope="col">Remote</th>
            <th scope="col">Now</th>
            <th scope="col">Before (newest first)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.tenant}/${r.remote}`}>
              <td>{r.tenant}</td>
              <td>{r.remote}</td>
              <td>{r.version}</td>
              <td>{r.history.length ? r.history.join(', ') : 'none'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
