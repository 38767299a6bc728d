/** Tiny SVG element helpers: integer coordinates, attributes in a fixed order (same input, same text). */

type Attrs = Readonly<Record<string, string | number | undefined>>;

function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a))
    if (v !== undefined) out += ` ${k}="${typeof v === 'number' ? Math.round(v) : v}"`;
  return out;
}

/** `<path d=…>`; numbers inside `d` are written by the caller. */
export const path = (d: string, fill: string, extra: Attrs = {}) => `<path${attrs({ d, fill, ...extra })}/>`;
/** `<rect>` with optional corner radius. */
export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attrs = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, rx: rx || undefined, fill, ...extra })}/>`;
/** `<ellipse>`. */
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
/** `<circle>`. */
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
/** A stroked line (no fill). */
export const line = (d: string, stroke: string, width: number, extra: Attrs = {}) =>
  `<path${attrs({ d, fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`;
/** A group with a transform. */
export const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
/** A thin outline attribute set for a shape in the variant colour. */
export const outline = (stroke: string, width = 4): Attrs => ({
  stroke,
  'stroke-width': width,
  'stroke-linejoin': 'round',
});
