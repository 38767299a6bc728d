import type { MouseEvent, ReactElement } from 'react';
import styled from 'styled-components';
import { themeOf } from '@sf/tokens';
import { Muted, Notice, PrimaryButton } from './page-parts';

/** A product list page's body: the filters beside the list from 900px, above it below. */
export const ListLayout = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(3)};
  @media (min-width: 900px) {
    grid-template-columns: 18rem 1fr;
  }
`;

/** The tiles of a list (`<li>` children): two columns, three from 600px, four from 1140px. */
export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => themeOf(p).spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 600px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: 1140px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** The `sizes` of a tile's picture in a `TileGrid`. */
export const TILE_GRID_SIZES = '(min-width: 1140px) 20vw, (min-width: 600px) 30vw, 50vw';

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing(1)};
  margin-top: ${(p) => themeOf(p).spacing(3)};
`;

export interface LoadMoreFooterProps {
  /** "24 von 120 Artikeln", announced politely as it changes. */
  readonly shownText: string;
  /** Why the last "more" failed (an alert), or nothing. */
  readonly errorText?: string | null | undefined;
  /**
   * The next page: a link that works without JavaScript (`href`, the next page's URL) and, hydrated,
   * loads in place (`onMore`); `busy` while a load runs (a press then does nothing). Nothing when
   * everything is shown.
   */
  readonly more?: {
    readonly href: string;
    readonly label: string;
    readonly busy: boolean;
    readonly onMore: () => void;
  } | null;
}

/** Below a product list: how many are shown, a failed load's message and the "more" link. */
export function LoadMoreFooter({ shownText, errorText, more }: LoadMoreFooterProps): ReactElement {
  return (
    <Footer>
      <Muted aria-live="polite">{shownText}</Muted>
      {errorText && (
        <Notice $kind="error" role="alert">
          {errorText}
        </Notice>
      )}
      {more && (
        <PrimaryButton
          as="a"
          href={more.href}
          aria-disabled={more.busy}
          onClick={(e: MouseEvent) => {
            e.preventDefault();
            if (!more.busy) more.onMore();
          }}
        >
          {more.label}
        </PrimaryButton>
      )}
    </Footer>
  );
}
