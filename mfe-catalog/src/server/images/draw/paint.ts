/**
 * What a kind's drawing gets: the variant colour and shades of it, a seeded random source and the
 * view. Colours are plain `#rrggbb`; the gradients named here are defined once per picture by the scene.
 */
import { unsafeUniformIntDistribution, xoroshiro128plus, type RandomGenerator } from 'pure-rand';

/** Deterministic random numbers from a 32-bit seed (pure-rand's xoroshiro128+). */
export interface Rng {
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `p` (in steps of 1 %). */
  chance(p: number): boolean;
}

/** Makes the seeded random source of one picture. */
export function createRng(seed: number): Rng {
  const gen: RandomGenerator = xoroshiro128plus(seed | 0);
  const int = (min: number, max: number) => unsafeUniformIntDistribution(min, max, gen);
  return {
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    chance: (p) => int(0, 99) < Math.round(p * 100),
  };
}

/** Everything a kind's drawing function may use. */
export interface Paint {
  /** The variant colour. */
  readonly main: string;
  /** The variant colour darkened (shadows, seams, outlines). */
  readonly dark: string;
  /** The variant colour lightened (highlights). */
  readonly light: string;
  /** A neutral contrasting with the variant colour (buttons, stitching, trim). */
  readonly trim: string;
  readonly rng: Rng;
  /** 0 main, 1 detail, 2 side, 3 back: a kind may leave front details out of the back view. */
  readonly view: number;
}

/** Gradient fills defined by the scene (`url(#…)`). */
export const FILL = {
  /** the variant colour, shaded left to right like a lit cylinder */
  main: 'url(#gm)',
  /** the variant colour, shaded top to bottom */
  mainV: 'url(#gv)',
  /** brushed metal */
  metal: 'url(#gx)',
  /** black glossy plastic / glass */
  black: 'url(#gk)',
  /** a screen showing a picture tinted with the variant colour */
  screen: 'url(#gs)',
  /** wood, its tone chosen by the seed */
  wood: 'url(#gw)',
  /** white textile / enamel */
  white: 'url(#gh)',
} as const;

const HEX = /^#[0-9a-f]{6}$/i;

/** The `#rrggbb` colour as [r, g, b]; throws a TypeError for anything else. */
export function parseHex(colour: string): [number, number, number] {
  if (!HEX.test(colour)) throw new TypeError(`colour must be #rrggbb, got ${JSON.stringify(colour)}`);
  const n = Number.parseInt(colour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` mixed towards `b` by `t` (0…1), as `#rrggbb`. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  const c = x.map((v, i) => Math.round(v + ((y[i] ?? 0) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (0 black … 1 white), to pick contrasting trims. */
export function luminance(colour: string): number {
  const [r, g, b] = parseHex(colour);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The paint of one picture. */
export function createPaint(colour: string, seed: number, view: number): Paint {
  const main = colour.toLowerCase();
  const lum = luminance(main);
  return {
    main,
    dark: mix(main, '#000000', lum < 0.15 ? 0.55 : 0.32),
    light: mix(main, '#ffffff', lum > 0.85 ? 0.15 : 0.3),
    trim: lum > 0.55 ? '#3a3a3a' : '#ece8e1',
    rng: createRng(seed),
    view,
  };
}
