import { visuallyHiddenStyles } from '@sf/ui';
import { themeOf } from '@sf/tokens';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

/** A term–description list (label and value side by side). */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${(p) => themeOf(p).spacing(0.5, 2)};
  margin: 0;
  dd {
    margin: 0;
  }
`;

/** Two boxes side by side from the small breakpoint up. */
export const Cards = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(2)};
  ${(p) => themeOf(p).breakpoints.up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: ${(p) => themeOf(p).spacing(1)};
    border-bottom: 1px solid ${(p) => themeOf(p).palette.divider};
    vertical-align: top;
  }
  .sf-num {
    text-align: right;
    white-space: nowrap;
  }
`;

/**
 * A table that scrolls sideways inside its box on a narrow screen instead of widening the page;
 * focusable and named, so keyboard users can scroll it (WCAG 2.1.1).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    // a scrollable region must take focus to be scrolled by keyboard (axe: scrollable-region-focusable)
    // a group, not a region: the page's own landmark often has the same name ("Meine Buchungen")
    <Scroll role="group" aria-label={label} tabIndex={0}>
      {children}
    </Scroll>
  );
}

/** A table's caption for screen readers only (the page's heading says it for the eye). */
export const HiddenCaption = styled.caption`
  ${visuallyHiddenStyles}
`;

/** A bulleted list inside a box. */
export const BulletList = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;
