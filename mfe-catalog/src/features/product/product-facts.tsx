import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { ProductState } from '../../shared/state';
import { Link, SubHeading } from '@sf/ui';

const ENERGY_COLOURS: Record<string, string> = {
  A: '#00843d',
  B: '#4caf32',
  C: '#a4c639',
  D: '#d9d400',
  E: '#f0b400',
  F: '#e56b00',
  G: '#c8102e',
};

const Badge = styled.span<{ $bg: string }>`
  display: inline-block;
  padding: ${(p) => themeOf(p).spacing(0.5, 1.5)};
  background: ${(p) => p.$bg};
  color: #000;
  font-weight: 700;
  clip-path: polygon(0 0, 88% 0, 100% 50%, 88% 100%, 0 100%);
  span {
    background: #fff;
    padding: 0 4px;
  }
`;
const Table = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${(p) => themeOf(p).spacing(0.5, 2)};
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;
const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

/** Energy label, EU tyre label and downloads of a product (each only when it has one). */
export function ProductFacts({ state }: { readonly state: ProductState }): ReactElement | null {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (!state.energyClass && !state.tyre && state.downloads.length === 0) return null;
  return (
    <>
      {state.energyClass && (
        <p>
          <Badge $bg={ENERGY_COLOURS[state.energyClass] ?? '#ccc'}>
            <span>{t('catalog.energy.label', { class: state.energyClass })}</span>
          </Badge>
        </p>
      )}
      {state.tyre && (
        <section aria-labelledby="catalog-tyre-label">
          <SubHeading id="catalog-tyre-label">{t('catalog.tyre.title')}</SubHeading>
          <Table>
            <dt>{t('catalog.tyre.fuel')}</dt>
            <dd>{state.tyre.fuel}</dd>
            <dt>{t('catalog.tyre.wetGrip')}</dt>
            <dd>{state.tyre.wetGrip}</dd>
            <dt>{t('catalog.tyre.noise')}</dt>
            <dd>
              {state.tyre.noiseDb} dB ({state.tyre.noiseClass})
            </dd>
          </Table>
        </section>
      )}
      {state.downloads.length > 0 && (
        <section aria-labelledby="catalog-downloads">
          <SubHeading id="catalog-downloads">{t('catalog.downloads.title')}</SubHeading>
          <List>
            {state.downloads.map((d) => (
              <li key={d.kind}>
                <Link href={d.url}>{d.label} (PDF)</Link>
              </li>
            ))}
          </List>
        </section>
      )}
    </>
  );
}
