import type { FragmentSummary } from '../fragment-metrics-store';
import { formatMs, formatShare } from './document';

/** Per remote fragment over the last hour: p50/p95/p99, error and fallback rates (all composers). */
export function FragmentsPage({ rows }: { readonly rows: readonly FragmentSummary[] }) {
  return (
    <>
      <p className="note">
        The last hour, measured by every composer at each fragment fetch (a fragment from the composer&apos;s
        cache is not a fetch); a minute shows once it is over, within 15 seconds.
      </p>
      {rows.length === 0 ? (
        <p>No fragment fetch measured in the last hour.</p>
      ) : (
        <table>
          <caption>Fragment fetches, last hour</caption>
          <thead>
            <tr>
              <th scope="col">Remote</th>
              <th scope="col">Fragment</th>
              <th scope="col">Fetches</th>
              <th scope="col">p50</th>
              <th scope="col">p95</th>
              <th scope="col">p99</th>
              <th scope="col">Errors</th>
              <th scope="col">Timeouts</th>
              <th scope="col">Fallbacks</th>
              <th scope="col">Versions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.remote}/${r.fragment}`}>
                <td>{r.remote}</td>
                <td>{r.fragment}</td>
                <td className="num">{r.count}</td>
                <td className="num">{formatMs(r.p50)}</td>
                <td className="num">{formatMs(r.p95)}</td>
                <td className="num">{formatMs(r.p99)}</td>
                <td className="num">{formatShare(r.errorRate)}</td>
                <td className="num">{formatShare(r.timeoutRate)}</td>
                <td className="num">{formatShare(r.fallbackRate)}</td>
                <td>{r.versions.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
