import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { Bar, BarStackHorizontal, Line } from '@visx/shape';
import { VITAL_THRESHOLDS, type VitalName, type VitalRating, type VitalSummary } from '../../vitals';

/**
 * Server-rendered SVG charts of the web vitals (decision 0153: @visx's shapes and scales, rendered
 * by React on the server: no chart script in the browser). Colours are presentation attributes, not
 * style attributes, so the page's strict CSP holds; every chart has the table beside it.
 */

/** Rating colours, each at least 3:1 against white (WCAG 1.4.11), named in the legend. */
export const RATING_COLORS: Readonly<Record<VitalRating, string>> = {
  good: '#1b7f3b',
  'needs-improvement': '#a15c00',
  poor: '#c62828',
};
const RATINGS: readonly VitalRating[] = ['good', 'needs-improvement', 'poor'];

const WIDTH = 640;
const LABEL = 190;
const ROW = 28;

const rowLabel = (s: VitalSummary) => `${s.tenant} · ${s.pageType}`;
export const formatVital = (name: VitalName, value: number) =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value).toLocaleString('en')} ms`;

/** p75 per tenant and page type as bars, with the metric's good and poor thresholds as dashed rules. */
export function P75Chart({ name, rows, id }: { name: VitalName; rows: readonly VitalSummary[]; id: string }) {
  const height = rows.length * ROW + 48;
  const t = VITAL_THRESHOLDS[name];
  const max = Math.max(t.poor * 1.15, ...rows.map((r) => r.p75 * 1.05));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, WIDTH - LABEL - 80] });
  const y = scaleBand<string>({ domain: rows.map(rowLabel), range: [0, rows.length * ROW], padding: 0.25 });
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      width={WIDTH}
      height={height}
      viewBox={`0 0 ${WIDTH} ${height}`}
    >
      <title id={`${id}-title`}>
        {`${name} p75 by tenant and page type; dashed rules: good up to ${formatVital(name, t.good)}, poor above ${formatVital(name, t.poor)}`}
      </title>
      <Group left={LABEL} top={20}>
        {rows.map((r) => {
          const label = rowLabel(r);
          const top = y(label) ?? 0;
          return (
            <g key={label}>
              <text x={-8} y={top + y.bandwidth() / 2} textAnchor="end" dominantBaseline="middle">
                {label}
              </text>
              <Bar
                x={0}
                y={top}
                width={Math.max(1, x(r.p75))}
                height={y.bandwidth()}
                fill={RATING_COLORS[r.rating]}
              />
              <text x={x(r.p75) + 4} y={top + y.bandwidth() / 2} dominantBaseline="middle">
                {formatVital(name, r.p75)}
              </text>
            </g>
          );
        })}
        {[t.good, t.poor].map((v) => (
          <Line
            key={v}
            className="rule"
            from={{ x: x(v), y: -4 }}
            to={{ x: x(v), y: rows.length * ROW + 4 }}
            stroke="#4a4a4a"
            strokeDasharray="4 3"
          />
        ))}
        <text x={x(t.good)} y={-8} textAnchor="middle">
          {`good ${formatVital(name, t.good)}`}
        </text>
        <text x={x(t.poor)} y={rows.length * ROW + 18} textAnchor="middle">
          {`poor ${formatVital(name, t.poor)}`}
        </text>
      </Group>
    </svg>
  );
}

type ShareRow = { label: string } & Record<VitalRating, number>;

/** The share of good / needs improvement / poor per tenant and page type, as 100 % stacked bars. */
export function DistributionChart({
  name,
  rows,
  id,
}: {
  name: VitalName;
  rows: readonly VitalSummary[];
  id: string;
}) {
  const data: ShareRow[] = rows.map((r) => ({ label: rowLabel(r), ...r.shares }));
  const height = rows.length * ROW + 8;
  const x = scaleLinear<number>({ domain: [0, 1], range: [0, WIDTH - LABEL - 80] });
  const y = scaleBand<string>({
    domain: data.map((d) => d.label),
    range: [0, rows.length * ROW],
    padding: 0.25,
  });
  const color = scaleOrdinal<VitalRating, string>({
    domain: [...RATINGS],
    range: RATINGS.map((k) => RATING_COLORS[k]),
  });
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      width={WIDTH}
      height={height}
      viewBox={`0 0 ${WIDTH} ${height}`}
    >
      <title
        id={`${id}-title`}
      >{`${name}: share of good, needs improvement and poor by tenant and page type`}</title>
      <Group left={LABEL} top={4}>
        {data.map((d) => (
          <text
            key={d.label}
            x={-8}
            y={(y(d.label) ?? 0) + y.bandwidth() / 2}
            textAnchor="end"
            dominantBaseline="middle"
          >
            {d.label}
          </text>
        ))}
        <BarStackHorizontal<ShareRow, VitalRating>
          data={data}
          keys={[...RATINGS]}
          y={(d) => d.label}
          xScale={x}
          yScale={y}
          color={color}
        />
      </Group>
    </svg>
  );
}

/** The legend the distribution charts share (colour is never the only carrier: the tables say it in words). */
export function RatingLegend() {
  return (
    <ul className="legend">
      <li>
        <span className="swatch good" aria-hidden="true" />
        good
      </li>
      <li>
        <span className="swatch ni" aria-hidden="true" />
        needs improvement
      </li>
      <li>
        <span className="swatch poor" aria-hidden="true" />
        poor
      </li>
    </ul>
  );
}
