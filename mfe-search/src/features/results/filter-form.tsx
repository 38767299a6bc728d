import { useIntl } from '@sf/remote-kit';
import { FacetFilterForm } from '@sf/ui';
import type { ReactElement } from 'react';
import type { ResultsState } from '../../shared/state';

const FACET_TITLE = {
  brand: 'search.filter.brand',
  colour: 'search.filter.colour',
  size: 'search.filter.size',
} as const;

/**
 * Facets, price range and sort of the term's results (`FacetFilterForm` of @sf/ui): a GET form to
 * the term's result page; a changed sort is sent at once, the price fields show the results' range.
 */
export function FilterForm({
  state,
  idPrefix,
}: {
  readonly state: ResultsState;
  readonly idPrefix: string;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <FacetFilterForm
      action={state.path}
      label={t('search.filter.title')}
      idPrefix={idPrefix}
      sort={{
        label: t('search.sort.label'),
        value: state.sort,
        options: state.sorts.map((s) => ({ value: s.key, label: s.label })),
        submitOnChange: true,
      }}
      price={{
        minLabel: t('search.filter.min', { currency: state.currency }),
        maxLabel: t('search.filter.max', { currency: state.currency }),
        min: state.priceMin === null ? '' : String(state.priceMin),
        max: state.priceMax === null ? '' : String(state.priceMax),
        minPlaceholder: state.priceRange ? String(state.priceRange.min) : undefined,
        maxPlaceholder: state.priceRange ? String(state.priceRange.max) : undefined,
      }}
      facets={state.facets.map((facet) => ({
        name: facet.name,
        legend: t(FACET_TITLE[facet.name]),
        options: facet.options.map((o) => ({
          value: o.value,
          label: t('search.filter.option', { value: o.label, count: o.count }),
          checked: o.checked,
        })),
      }))}
      applyLabel={t('search.filter.apply')}
      reset={state.query ? { href: state.path, label: t('search.filter.reset') } : null}
    />
  );
}
