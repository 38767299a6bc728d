/**
 * One product picture as an SVG document: a light studio background with a floor and a soft
 * shadow, the kind's drawing in the variant colour, placed per view (main, detail, side, back)
 * with small seed-driven changes of scale, position and background tone.
 */
import type { ImageSpec } from '../types';
import { KIND_DRAWINGS } from './kinds';
import { createPaint, createRng, mix, type Paint, type Rng } from './paint';
import { ellipse, rect } from './svg';

/** Size of the master picture (4:5). */
export const MASTER_WIDTH = 1200;
export const MASTER_HEIGHT = 1500;
const FLOOR_Y = 1250;

const BACKGROUNDS = ['#f5f3ef', '#f2f2f0', '#f4f1ec', '#eff1f2', '#f6f2ee'] as const;
const WOODS = ['#b07a4a', '#8a5a34', '#d2ab7a', '#6b4428'] as const;

/** Throws a TypeError unless `spec` is a drawable ImageSpec (known kind, #rrggbb, 32-bit seed, view 0–3). */
export function assertImageSpec(spec: ImageSpec): void {
  if (!Object.hasOwn(KIND_DRAWINGS, spec.kind))
    throw new TypeError(`unknown image kind ${JSON.stringify(spec.kind)}`);
  if (!/^#[0-9a-f]{6}$/i.test(spec.colour))
    throw new TypeError(`colour must be #rrggbb, got ${JSON.stringify(spec.colour)}`);
  if (!Number.isSafeInteger(spec.seed)) throw new TypeError('seed must be an integer');
  if (!Number.isInteger(spec.view) || spec.view < 0 || spec.view > 3)
    throw new TypeError('view must be 0, 1, 2 or 3');
}

function stops(list: ReadonlyArray<readonly [number, string]>): string {
  return list.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
}

function defs(p: Paint, wood: string): string {
  const lg = (id: string, x2: number, y2: number, s: ReadonlyArray<readonly [number, string]>) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(s)}</linearGradient>`;
  return (
    '<defs>' +
    lg('gm', 1, 0, [
      [0, p.dark],
      [0.3, p.main],
      [0.55, mix(p.main, p.light, 0.5)],
      [0.78, p.main],
      [1, p.dark],
    ]) +
    lg('gv', 0, 1, [
      [0, mix(p.main, p.light, 0.4)],
      [0.45, p.main],
      [1, p.dark],
    ]) +
    lg('gx', 1, 1, [
      [0, '#f0f2f4'],
      [0.5, '#b9bec4'],
      [1, '#e1e4e7'],
    ]) +
    lg('gk', 0, 1, [
      [0, '#3a3f45'],
      [1, '#0f1114'],
    ]) +
    lg('gs', 1, 1, [
      [0, mix(p.main, '#0b1d3a', 0.55)],
      [1, mix(p.main, '#ffffff', 0.15)],
    ]) +
    lg('gw', 1, 0, [
      [0, wood],
      [0.5, mix(wood, '#ffffff', 0.15)],
      [1, mix(wood, '#000000', 0.15)],
    ]) +
    lg('gh', 0, 1, [
      [0, '#ffffff'],
      [1, '#ebe8e3'],
    ]) +
    '<radialGradient id="gshadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    '</defs>'
  );
}

/** Where the drawing sits for a view: scaled about the floor centre, zoomed, narrowed or mirrored. */
function placement(view: number, rng: Rng): string {
  const s = rng.int(94, 103) / 100;
  const dx = rng.int(-20, 20);
  const base = `translate(${600 + dx} ${FLOOR_Y}) scale(${s}) translate(-600 -${FLOOR_Y})`;
  switch (view) {
    case 1: {
      const fx = 600 + rng.int(-120, 120);
      const fy = rng.int(500, 900);
      return `translate(600 750) scale(1.9) translate(-${fx} -${fy})`;
    }
    case 2:
      return `${base} translate(600 ${FLOOR_Y}) scale(0.78 1) skewY(-4) translate(-600 -${FLOOR_Y})`;
    case 3:
      return `${base} translate(1200 0) scale(-1 1)`;
    default:
      return base;
  }
}

/**
 * The SVG document of a picture, `width` pixels wide (default the master's 1200; the drawing
 * always uses the 1200×1500 view box). Same spec, same text.
 */
export function productSvg(spec: ImageSpec, width: number = MASTER_WIDTH): string {
  assertImageSpec(spec);
  const p = createPaint(spec.colour, spec.seed, spec.view);
  // the scene has its own random source, so the product's details are the same in every view
  const sceneRng = createRng(spec.seed ^ 0x5bd1e995);
  const bg = sceneRng.pick(BACKGROUNDS);
  const backdrop = spec.view === 2 ? mix(bg, '#dfe6ec', 0.25) : bg;
  const wood = sceneRng.pick(WOODS);
  const where = placement(spec.view, sceneRng);
  const body = KIND_DRAWINGS[spec.kind](p);
  const height = Math.round((width * MASTER_HEIGHT) / MASTER_WIDTH);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${MASTER_WIDTH} ${MASTER_HEIGHT}">` +
    defs(p, wood) +
    rect(0, 0, MASTER_WIDTH, MASTER_HEIGHT, backdrop) +
    rect(0, FLOOR_Y, MASTER_WIDTH, MASTER_HEIGHT - FLOOR_Y, mix(backdrop, '#000000', 0.05)) +
    `<g transform="${where}">` +
    ellipse(600, FLOOR_Y, 520, 60, 'url(#gshadow)') +
    body +
    '</g></svg>'
  );
}
