/**
 * Breakpoints (spec section 9: two sets) and media-query helpers, plus the viewport widths the
 * server assumes per device type when it has no real viewport.
 */

/** Breakpoint names, smallest first. */
export type BreakpointKey = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Min widths in px per breakpoint. */
export type BreakpointValues = Readonly<Record<BreakpointKey, number>>;

/** Which of the two sets of the spec a theme uses. */
export type BreakpointSetName = 'default' | 'alternative';

export const BREAKPOINT_KEYS: readonly BreakpointKey[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/** The default set (spec section 9): xs 0, sm 600, md 900, lg 1200, xl 1536. */
export const DEFAULT_BREAKPOINTS: BreakpointValues = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 };

/** The alternative set (spec section 9): xs 0, sm 360, md 600, lg 900, xl 1140. */
export const ALTERNATIVE_BREAKPOINTS: BreakpointValues = { xs: 0, sm: 360, md: 600, lg: 900, xl: 1140 };

/** Both sets by name. */
export const BREAKPOINT_SETS: Readonly<Record<BreakpointSetName, BreakpointValues>> = {
  default: DEFAULT_BREAKPOINTS,
  alternative: ALTERNATIVE_BREAKPOINTS,
};

/** Device types the server distinguishes (from request headers) when it renders without a viewport. */
export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** Viewport widths in px the server assumes per device type (spec section 9). */
export const SERVER_MEDIA_WIDTHS: Readonly<Record<DeviceType, number>> = {
  mobile: 360,
  tablet: 768,
  desktop: 1024,
};

/** Breakpoint values plus helpers that return complete `@media` rules for styled-components. */
export interface Breakpoints {
  readonly values: BreakpointValues;
  /** `@media (min-width: <key>)`: applies from this breakpoint up. */
  up(key: BreakpointKey | number): string;
  /** `@media (max-width: <key> - 0.05px)`: applies below this breakpoint. */
  down(key: BreakpointKey | number): string;
  /** Applies from `start` up to (not including) `end`. */
  between(start: BreakpointKey | number, end: BreakpointKey | number): string;
  /** Applies only within this breakpoint's range. */
  only(key: BreakpointKey): string;
  /** The breakpoint a viewport of this width falls into (e.g. for `SERVER_MEDIA_WIDTHS`). */
  keyFor(width: number): BreakpointKey;
}

// 0.05px below the next breakpoint, so `down(md)` and `up(md)` never both match (fractional widths on zoom).
const STEP = 0.05;

/**
 * Creates the breakpoint helpers for one set.
 * @example
 * const bp = createBreakpoints('default');
 * styled.div`padding: 0; ${bp.up('md')} { padding: 1rem; }`
 */
export function createBreakpoints(set: BreakpointSetName | BreakpointValues = 'default'): Breakpoints {
  const values = typeof set === 'string' ? BREAKPOINT_SETS[set] : set;
  const px = (k: BreakpointKey | number) => (typeof k === 'number' ? k : values[k]);
  const minW = (k: BreakpointKey | number) => `(min-width: ${px(k)}px)`;
  const maxW = (k: BreakpointKey | number) => `(max-width: ${px(k) - STEP}px)`;
  const next = (k: BreakpointKey): BreakpointKey | undefined =>
    BREAKPOINT_KEYS[BREAKPOINT_KEYS.indexOf(k) + 1];
  return {
    values,
    up: (k) => `@media ${minW(k)}`,
    down: (k) => `@media ${maxW(k)}`,
    between: (a, b) => `@media ${minW(a)} and ${maxW(b)}`,
    only: (k) => {
      const n = next(k);
      return n ? `@media ${minW(k)} and ${maxW(n)}` : `@media ${minW(k)}`;
    },
    keyFor: (width) => [...BREAKPOINT_KEYS].reverse().find((k) => width >= values[k]) ?? 'xs',
  };
}
