import { themeOf } from '@sf/tokens';
import styled from 'styled-components';

/**
 * The popup under the header's search field: absolutely positioned, so the header never moves. It
 * is never a scroll box of its own (at most 12 suggestions or 10 recent terms; the page scrolls), so
 * keyboard users reach every option through the combobox (axe: scrollable-region-focusable).
 */
export const Popup = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 50;
  margin-top: 4px;
  padding: ${(p) => themeOf(p).spacing(1)};
  background: ${(p) => themeOf(p).palette.background.default};
  color: ${(p) => themeOf(p).palette.text.primary};
  border: 1px solid ${(p) => themeOf(p).palette.border};
  border-radius: 4px;
  box-shadow: 0 6px 18px rgb(0 0 0 / 18%);
  font-weight: 400;
`;

export const GroupTitle = styled.div`
  padding: ${(p) => themeOf(p).spacing(0.5, 1)};
  font-size: 0.875rem;
  font-weight: 700;
  color: ${(p) => themeOf(p).palette.text.secondary};
`;

export const Option = styled.div<{ $active: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${(p) => themeOf(p).spacing(1)};
  min-height: 44px;
  align-items: center;
  padding: ${(p) => themeOf(p).spacing(0.5, 1)};
  border-radius: 4px;
  cursor: pointer;
  background: ${(p) => (p.$active ? themeOf(p).palette.background.surface : 'transparent')};
  outline: ${(p) => (p.$active ? `2px solid ${themeOf(p).palette.focusRing}` : 'none')};
  small {
    color: ${(p) => themeOf(p).palette.text.secondary};
  }
`;

export const HistoryList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => themeOf(p).spacing(1)};
    min-height: 44px;
  }
  a {
    color: ${(p) => themeOf(p).palette.text.link};
    padding: ${(p) => themeOf(p).spacing(0.5, 1)};
  }
`;

export const IconButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  color: ${(p) => themeOf(p).palette.text.primary};
  font: inherit;
  font-size: 1.25rem;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p).palette.focusRing};
  }
`;

export const TextButton = styled.button`
  min-height: 44px;
  border: 0;
  background: transparent;
  color: ${(p) => themeOf(p).palette.text.link};
  text-decoration: underline;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p).palette.focusRing};
  }
`;

export const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
