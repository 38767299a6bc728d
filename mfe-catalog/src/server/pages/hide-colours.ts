import type { VariationView } from '../../shared/state';

/**
 * The choices of a product whose colours are hidden (spec: Product "colors hidden"): one per size,
 * without a colour — no colour in the label, no colour pictures in the gallery. Per size the first
 * variation that is available is offered (else the first one), in the order of the sizes.
 * @example withoutColours([{ colour: 'red', size: '38', … }, { colour: 'blue', size: '38', … }]) // one "38"
 */
export function withoutColours(variations: readonly VariationView[]): VariationView[] {
  const bySize = new Map<string, VariationView>();
  for (const v of variations) {
    const key = v.size ?? '';
    const kept = bySize.get(key);
    if (!kept || (!kept.available && v.available)) bySize.set(key, v);
  }
  return [...bySize.values()].map((v) => ({
    ...v,
    colour: null,
    colourName: null,
    colourHex: null,
    label: v.size,
  }));
}
