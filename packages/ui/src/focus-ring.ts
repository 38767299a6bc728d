import { css } from 'styled-components';
import { themeOf } from '@sf/tokens';

/** The visible keyboard focus ring every interactive primitive uses (works without GlobalStyle too). */
export const focusRing = css`
  &:focus-visible {
    outline: ${(p) => `${themeOf(p).focusRing.width} solid ${themeOf(p).palette.focusRing}`};
    outline-offset: ${(p) => themeOf(p).focusRing.offset};
  }
`;
