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
  /** The next page's URL (the "more" link without JavaScript); null when everything is shown. */
  readonly nextHref: string | null;
  /** The link's text, and its text while a load runs (a press then does nothing). */
  readonly moreLabel: string;
  readonly busyLabel: string;
  readonly busy: boolean;
  /** Hydrated: loads the next page in place instead of following the link. */
  readonly onMore: () => unknown;
}

/** Below a product list: how many are shown, a failed load's message and the "more" link. */
export function LoadMoreFooter({
  shownText,
  errorText,
  nextHref,
  moreLabel,
  busyLabel,
  busy,
  onMore,
}: LoadMoreFooterProps): ReactElement {
  return (
    <Footer>
      <Muted aria-live="polite">{shownText}</Muted>
      {errorText && (
        <Notice $kind="error" role="alert">
          {errorText}
        </Notice>
      )}
      {nextHref !== null && (
        <PrimaryButton
          as="a"
          href={nextHref}
          aria-disabled={busy}
          onClick={(e: MouseEvent) => {
            e.preventDefault();
            if (!busy) void onMore();
          }}
        >
          {busy ? busyLabel : moreLabel}
        </PrimaryButton>
      )}
    </Footer>
  );
}
