import type { SuggestAnswer } from './suggest-client';

export type OptionKind = 'term' | 'category' | 'product';

export interface ComboOption {
  readonly id: string;
  readonly kind: OptionKind;
  readonly label: string;
  readonly detail: string | null;
  readonly url: string;
  /** The term to record in the history when chosen. */
  readonly term: string;
}

/** The suggestions as one list in display order: terms, categories, products. */
export function optionsOf(answer: SuggestAnswer | null, idPrefix: string, typed: string): ComboOption[] {
  if (!answer) return [];
  return [
    ...answer.terms.map((t, i) => ({
      id: `${idPrefix}-t${i}`,
      kind: 'term' as const,
      label: t.term,
      detail: null,
      url: t.url,
      term: t.term,
    })),
    ...answer.categories.map((c, i) => ({
      id: `${idPrefix}-c${i}`,
      kind: 'category' as const,
      label: c.title,
      detail: String(c.count),
      url: c.url,
      term: typed,
    })),
    ...answer.products.map((p, i) => ({
      id: `${idPrefix}-p${i}`,
      kind: 'product' as const,
      label: p.name,
      detail: p.brand,
      url: p.url,
      term: typed,
    })),
  ];
}
