import { useIntl } from '@sf/remote-kit';
import { FacetFilterForm } from '@sf/ui';
import type { ReactElement } from 'react';
import type { CategoryState } from '../../shared/state';

const FACET_TITLE = {
  brand: 'catalog.filter.brand',
  colour: 'catalog.filter.colour',
  size: 'catalog.filter.size',
  energy: 'catalog.filter.energy',
} as const;

/** The category's filters and sort (`FacetFilterForm` of @sf/ui): a GET form to the category path. */
export function FilterForm({
  state,
  idPrefix,
}: {
  readonly state: CategoryState;
  readonly idPrefix: string;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <FacetFilterForm
      action={state.path}
      label={t('catalog.filter.title')}
      idPrefix={idPrefix}
      sort={{
        label: t('catalog.sort.label'),
        value: state.sort,
        options: state.sorts.map((s) => ({ value: s.key, label: s.label })),
      }}
      price={{
        minLabel: t('catalog.filter.min', { currency: state.currency }),
        maxLabel: t('catalog.filter.max', { currency: state.currency }),
        min: state.priceMin === null ? '' : String(state.priceMin),
        max: state.priceMax === null ? '' : String(state.priceMax),
      }}
      facets={state.facets.map((facet) => ({
        name: facet.name,
        legend: t(FACET_TITLE[facet.name]),
        options: facet.options.map((o) => ({
          value: o.value,
          label: `${o.label} (${o.count})`,
          checked: o.checked,
          swatch: o.hex,
        })),
      }))}
      applyLabel={t('catalog.filter.apply')}
      reset={state.query ? { href: state.path, label: t('catalog.filter.reset') } : null}
    />
  );
}
