import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { ResultsState } from '../../shared/state';
import { Control, FieldLabel, Input, PrimaryButton, TextLink } from '../../shared/ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(2)};
`;
const Group = styled.fieldset`
  margin: 0;
  padding: ${(p) => themeOf(p).spacing(1, 1.5)};
  border: 1px solid ${(p) => themeOf(p).palette.divider};
  border-radius: 4px;
  legend {
    font-weight: 700;
    padding: 0 ${(p) => themeOf(p).spacing(0.5)};
  }
`;
const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing(0.5, 1.5)};
  max-height: 12rem;
  overflow: auto;
  label {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => themeOf(p).spacing(0.5)};
    min-height: 32px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing(1.5)};
  align-items: end;
`;

const FACET_TITLE = {
  brand: 'search.filter.brand',
  colour: 'search.filter.colour',
  size: 'search.filter.size',
} as const;

/**
 * Facets, price range and sort as a GET form to the term's result page: works without JavaScript
 * (the query is the state); the hydrated page submits it the same way, and a changed sort submits
 * at once.
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
    <Form method="get" action={state.path} aria-label={t('search.filter.title')}>
      <Row>
        <div>
          <FieldLabel htmlFor={`${idPrefix}sort`}>{t('search.sort.label')}</FieldLabel>
          <Control
            id={`${idPrefix}sort`}
            name="sort"
            defaultValue={state.sort}
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
          >
            {state.sorts.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </Control>
        </div>
        <div>
          <FieldLabel htmlFor={`${idPrefix}min`}>
            {t('search.filter.min', { currency: state.currency })}
          </FieldLabel>
          <Input
            id={`${idPrefix}min`}
            name="min"
            inputMode="numeric"
            pattern="[0-9]*"
            size={6}
            placeholder={state.priceRange ? String(state.priceRange.min) : undefined}
            defaultValue={state.priceMin ?? ''}
          />
        </div>
        <div>
          <FieldLabel htmlFor={`${idPrefix}max`}>
            {t('search.filter.max', { currency: state.currency })}
          </FieldLabel>
          <Input
            id={`${idPrefix}max`}
            name="max"
            inputMode="numeric"
            pattern="[0-9]*"
            size={6}
            placeholder={state.priceRange ? String(state.priceRange.max) : undefined}
            defaultValue={state.priceMax ?? ''}
          />
        </div>
      </Row>
      {state.facets.map((facet) => (
        <Group key={facet.name}>
          <legend>{t(FACET_TITLE[facet.name])}</legend>
          <Options>
            {facet.options.map((o) => (
              <label key={o.value}>
                <input type="checkbox" name={facet.name} value={o.value} defaultChecked={o.checked} />
                {t('search.filter.option', { value: o.label, count: o.count })}
              </label>
            ))}
          </Options>
        </Group>
      ))}
      <Row>
        <PrimaryButton type="submit">{t('search.filter.apply')}</PrimaryButton>
        {state.query && <TextLink href={state.path}>{t('search.filter.reset')}</TextLink>}
      </Row>
    </Form>
  );
}
