import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { Crumb } from './state';
import { Link } from '@sf/ui';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  li + li::before {
    content: '›';
    margin-right: ${(p) => themeOf(p).spacing(1)};
    color: ${(p) => themeOf(p).palette.text.secondary};
  }
`;

/** The breadcrumb trail; the last crumb is the current page (`aria-current`). */
export function Breadcrumbs({ items }: { readonly items: readonly Crumb[] }): ReactElement {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalog.breadcrumb' })}>
      <List>
        {items.map((c, i) => (
          <li key={c.url}>
            {i === items.length - 1 ? (
              <span aria-current="page">{c.label}</span>
            ) : (
              <Link href={c.url}>{c.label}</Link>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
