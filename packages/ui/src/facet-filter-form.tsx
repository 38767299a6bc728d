import type { ReactElement } from 'react';
import styled from 'styled-components';
import { themeOf } from '@sf/tokens';
import { FieldLabel, NativeInput, NativeSelect, PrimaryButton } from './page-parts';
import { Link } from './link';

/** One choice of a facet; `label` is the whole visible text (with its count). */
export interface FacetOption {
  readonly value: string;
  readonly label: string;
  readonly checked: boolean;
  /** A colour swatch (CSS colour) shown before the label, hidden from assistive technology. */
  readonly swatch?: string | null | undefined;
}

/** A facet: checkboxes named `name` in a fieldset named by `legend`. */
export interface Facet {
  readonly name: string;
  readonly legend: string;
  readonly options: readonly FacetOption[];
}

export interface FacetFilterFormProps {
  /** The page the form is sent to (a GET: the query is the state). */
  readonly action: string;
  /** The form's accessible name. */
  readonly label: string;
  /** Prefix of the controls' ids (a page may show the form twice: the sidebar and the sheet). */
  readonly idPrefix: string;
  readonly sort: {
    readonly label: string;
    readonly value: string;
    readonly options: readonly { readonly value: string; readonly label: string }[];
    /** Send the form as soon as the sort changes (with JavaScript). */
    readonly submitOnChange?: boolean | undefined;
  };
  readonly price: {
    readonly minLabel: string;
    readonly maxLabel: string;
    readonly min: string;
    readonly max: string;
    readonly minPlaceholder?: string | undefined;
    readonly maxPlaceholder?: string | undefined;
  };
  readonly facets: readonly Facet[];
  readonly applyLabel: string;
  /** A link to the page without filters (when any is set). */
  readonly reset?: { readonly href: string; readonly label: string } | null | undefined;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(2)};
`;
const Group = styled.fieldset`
  margin: 0;
  padding: ${(p) => themeOf(p).spacing(1, 1.5)};
  border: 1px solid ${(p) => themeOf(p).palette.divider};
  border-radius: ${(p) => themeOf(p).radii.md};
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
const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  border-radius: 50%;
  border: 1px solid ${(p) => themeOf(p).palette.border};
  background: ${(p) => p.$colour};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing(1.5)};
  align-items: end;
`;

/**
 * Sort, price range and facets of a product list as a GET form (the category page, the search
 * results): it works without JavaScript, the query being the state, and the hydrated page sends it
 * the same way (a full page, the URL in sync). No text of its own: every label comes in.
 */
export function FacetFilterForm({
  action,
  label,
  idPrefix,
  sort,
  price,
  facets,
  applyLabel,
  reset,
}: FacetFilterFormProps): ReactElement {
  return (
    <Form method="get" action={action} aria-label={label}>
      <Row>
        <div>
          <FieldLabel htmlFor={`${idPrefix}sort`}>{sort.label}</FieldLabel>
          <NativeSelect
            id={`${idPrefix}sort`}
            name="sort"
            defaultValue={sort.value}
            onChange={sort.submitOnChange ? (e) => e.currentTarget.form?.requestSubmit() : undefined}
          >
            {sort.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {(['min', 'max'] as const).map((end) => (
          <div key={end}>
            <FieldLabel htmlFor={`${idPrefix}${end}`}>{price[`${end}Label`]}</FieldLabel>
            <NativeInput
              id={`${idPrefix}${end}`}
              name={end}
              inputMode="numeric"
              pattern="[0-9]*"
              size={6}
              defaultValue={price[end]}
              placeholder={price[`${end}Placeholder`]}
            />
          </div>
        ))}
      </Row>
      {facets.map((facet) => (
        <Group key={facet.name}>
          <legend>{facet.legend}</legend>
          <Options>
            {facet.options.map((o) => (
              <label key={o.value}>
                <input type="checkbox" name={facet.name} value={o.value} defaultChecked={o.checked} />
                {o.swatch && <Swatch $colour={o.swatch} aria-hidden="true" />}
                {o.label}
              </label>
            ))}
          </Options>
        </Group>
      ))}
      <Row>
        <PrimaryButton type="submit">{applyLabel}</PrimaryButton>
        {reset && <Link href={reset.href}>{reset.label}</Link>}
      </Row>
    </Form>
  );
}
