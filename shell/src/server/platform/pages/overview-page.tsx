import { canaryBuckets, type LiveRemote } from '../registry-view';
import { RELEASE_ACTIONS, type ReleaseAction } from '../release-actions';

/** What the last button press did (or why it did nothing). */
export interface ReleaseMessage {
  readonly ok: boolean;
  readonly lines: readonly string[];
}

export interface OverviewProps {
  readonly rows: readonly LiveRemote[] | null;
  /** The release buttons for a member who may change the registry (operator, admin), with their token. */
  readonly release?: { readonly csrf: string } | null;
  readonly message?: ReleaseMessage | null;
}

/** One button: a POST form with the session's token, naming remote and tenant (and the canary shown). */
function ReleaseButton({
  action,
  row,
  csrf,
}: {
  readonly action: ReleaseAction;
  readonly row: LiveRemote;
  readonly csrf: string;
}) {
  return (
    <form method="post" action={`/_platform/release/${action}`}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="remote" value={row.remote} />
      <input type="hidden" name="tenant" value={row.tenant} />
      {action === 'stop-canary' && row.canary ? (
        <input type="hidden" name="version" value={row.canary.version} />
      ) : null}
      <button type="submit">{RELEASE_ACTIONS[action].label}</button>
    </form>
  );
}

/** Live versions per tenant and remote, the canaries with their buckets, the deploy history; the release buttons. */
export function OverviewPage({ rows, release, message }: OverviewProps) {
  const notice = message ? (
    <div role={message.ok ? 'status' : 'alert'} className={message.ok ? 'done' : 'error'}>
      {message.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  ) : null;
  if (rows === null)
    return (
      <>
        {notice}
        <p className="error">The registry cannot be read right now.</p>
      </>
    );
  const canaries = rows.filter((r) => r.canary);
  return (
    <>
      {notice}
      <h2 id="live">Live versions</h2>
      <table aria-labelledby="live">
        <thead>
          <tr>
            <th scope="col">Tenant</th>
            <th scope="col">Remote</th>
            <th scope="col">Live version</th>
            <th scope="col">Canary</th>
            <th scope="col">Server</th>
            {release ? <th scope="col">Release</th> : null}
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
              {release ? (
                <td>
                  <div className="release">
                    {r.canary ? <ReleaseButton action="promote" row={r} csrf={release.csrf} /> : null}
                    {r.canary ? <ReleaseButton action="stop-canary" row={r} csrf={release.csrf} /> : null}
                    {r.canary || r.history.length > 0 ? (
                      <ReleaseButton action="rollback" row={r} csrf={release.csrf} />
                    ) : null}
                  </div>
                </td>
              ) : null}
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
