import type { AuditRecord } from '../audit';

/** The audit log, newest first. */
export function AuditPage({ rows }: { readonly rows: readonly AuditRecord[] }) {
  return (
    <table>
      <caption>The latest {rows.length} actions, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When (UTC)</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">Outcome</th>
          <th scope="col">What</th>
          <th scope="col">From</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>{r.at.toISOString().replace('T', ' ').slice(0, 19)}</td>
            <td>{r.actor ?? '–'}</td>
            <td>{r.action}</td>
            <td>{r.outcome}</td>
            <td>{r.detail || '–'}</td>
            <td>{r.address ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
