import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { CategoryState } from '../../shared/state';
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
const Swatch = styled.span<{ $hex: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  border-radius: 50%;
  border: 1px solid ${(p) => themeOf(p).palette.border};
  background: ${(p) => p.$hex};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing(1.5)};
  align-items: end;
`;

const FACET_TITLE = {
  brand: 'catalog.filter.brand',
  colour: 'catalog.filter.colour',
  size: 'catalog.filter.size',
  energy: 'catalog.filter.energy',
} as const;

/**
 * Filters and sort as a GET form to the category path: works without JavaScript (the query is
 * the state), and the hydrated page submits it the same way (a full page, the URL in sync).
 */
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
    <Form method="get" action={state.path} aria-label={t('catalog.filter.title')}>
      <Row>
        <div>
          <FieldLabel htmlFor={`${idPrefix}sort`}>{t('catalog.sort.label')}</FieldLabel>
          <Control id={`${idPrefix}sort`} name="sort" defaultValue={state.sort}>
            {state.sorts.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </Control>
        </div>
        <div>
          <FieldLabel htmlFor={`${idPrefix}min`}>
            {t('catalog.filter.min', { currency: state.currency })}
          </FieldLabel>
          <Input
            id={`${idPrefix}min`}
            name="min"
            inputMode="numeric"
            pattern="[0-9]*"
            size={6}
            defaultValue={state.priceMin ?? ''}
          />
        </div>
        <div>
          <FieldLabel htmlFor={`${idPrefix}max`}>
            {t('catalog.filter.max', { currency: state.currency })}
          </FieldLabel>
          <Input
            id={`${idPrefix}max`}
            name="max"
            inputMode="numeric"
            pattern="[0-9]*"
            size={6}
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
                {o.hex && <Swatch $hex={o.hex} aria-hidden="true" />}
                {o.label} ({o.count})
              </label>
            ))}
          </Options>
        </Group>
      ))}
      <Row>
        <PrimaryButton type="submit">{t('catalog.filter.apply')}</PrimaryButton>
        {state.query && <TextLink href={state.path}>{t('catalog.filter.reset')}</TextLink>}
      </Row>
    </Form>
  );
}
