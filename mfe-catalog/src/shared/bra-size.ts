/** Bands and cups the shop sells (the seed's bra variations). */
const BANDS = [70, 75, 80, 85, 90] as const;
const CUPS = ['A', 'B', 'C', 'D', 'E'] as const;

/**
 * The bra size of two measurements in cm (underbust, bust): band = underbust rounded to the
 * nearest sold band, cup by the difference (12–13 A, 14–15 B, 16–17 C, 18–19 D, 20–21 E, the common
 * European table). Null for measurements outside 60–150 cm, a bust not above the underbust, or a
 * size the shop does not sell.
 */
export function braSize(underbust: number, bust: number): { band: number; cup: string; size: string } | null {
  if (![underbust, bust].every((n) => Number.isFinite(n) && n >= 60 && n <= 150) || bust <= underbust)
    return null;
  const band = BANDS.reduce(
    (best, b) => (Math.abs(b - underbust) < Math.abs(best - underbust) ? b : best),
    BANDS[0] as number,
  );
  if (Math.abs(band - underbust) > 3) return null;
  const index = Math.floor((bust - underbust - 12) / 2);
  const cup = CUPS[index];
  if (index < 0 || !cup) return null;
  return { band, cup, size: `${band}${cup}` };
}

/** The word the finder's search link searches for per language (the bras' noun in the catalog). */
export const BRA_SEARCH_TERM = { de: 'BH', fr: 'Soutien-gorge', nl: 'Beha' } as const;

/**
 * The search link of the finder (spec: "Bra finder search link takes cupSize and size"): the site
 * search for bras at the term's own address (`/s/<term>`, where the search's header form lands) with
 * `cupSize` (the cup, `B`) and `size` (the band, `75`), which the search turns into the size filter
 * `75B` (decision 0190, revisiting 0084).
 * @example braSearchLink('/s/', 'BH', { band: 75, cup: 'B' }) // '/s/BH?cupSize=B&size=75'
 */
export function braSearchLink(
  searchPath: string,
  term: string,
  result: { band: number; cup: string },
): string {
  const query = new URLSearchParams({ cupSize: result.cup, size: String(result.band) });
  return `${searchPath}${encodeURIComponent(term)}?${query.toString()}`;
}
