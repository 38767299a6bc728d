import type { VitalName, VitalSummary } from '../../vitals';
import { formatShare } from './document';
import { DistributionChart, formatVital, P75Chart, RatingLegend } from './vitals-charts';

/** The metrics the dashboard shows (FCP is collected too, to explain LCP, but not charted). */
export const DASHBOARD_VITALS: readonly VitalName[] = ['LCP', 'INP', 'CLS', 'TTFB'];

const RATING_WORDS = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' } as const;

/** Web vitals p75 per page type and tenant with the share of each rating, as charts and tables. */
export function VitalsPage({
  rows,
  days,
}: {
  readonly rows: readonly VitalSummary[];
  readonly days: number;
}) {
  return (
    <>
      <p className="note">
        Shoppers&apos; browsers over the last {days} days (the latest value of each page view&apos;s metric);
        the p75 is rated by the same thresholds as each report (INP good under 200 ms).
      </p>
      <RatingLegend />
      {DASHBOARD_VITALS.map((name) => {
        const of = rows.filter((r) => r.name === name);
        const id = `vital-${name.toLowerCase()}`;
        return (
          <section key={name} aria-labelledby={id}>
            <h2 id={id}>{name}</h2>
            {of.length === 0 ? (
              <p>No {name} reported yet.</p>
            ) : (
              <>
                <h3>p75 (dashed: the good and poor thresholds)</h3>
                <div className="figure">
                  <P75Chart name={name} rows={of} id={`${id}-p75`} />
                </div>
                <h3>Share of good, needs improvement and poor</h3>
                <div className="figure">
                  <DistributionChart name={name} rows={of} id={`${id}-share`} />
                </div>
                <table>
                  <caption>{name} by tenant and page type</caption>
                  <thead>
                    <tr>
                      <th scope="col">Tenant</th>
                      <th scope="col">Page type</th>
                      <th scope="col">Reports</th>
                      <th scope="col">p75</th>
                      <th scope="col">Good</th>
                      <th scope="col">Needs improvement</th>
                      <th scope="col">Poor</th>
                    </tr>
                  </thead>
                  <tbody>
                    {of.map((r) => (
                      <tr key={`${r.tenant}/${r.pageType}`}>
                        <td>{r.tenant}</td>
                        <td>{r.pageType}</td>
                        <td className="num">{r.count}</td>
                        <td className="num">{`${formatVital(name, r.p75)} (${RATING_WORDS[r.rating]})`}</td>
                        <td className="num">{formatShare(r.shares.good)}</td>
                        <td className="num">{formatShare(r.shares['needs-improvement'])}</td>
                        <td className="num">{formatShare(r.shares.poor)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </section>
        );
      })}
    </>
  );
}
