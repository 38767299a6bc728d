import styled, { css } from 'styled-components';

/** The clip pattern: hidden on screen, still read by screen readers. */
export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/**
 * Text for screen readers only (extra context for icon buttons, severity prefixes, etc.).
 * @example <VisuallyHidden>{messages.cartCount}</VisuallyHidden>
 */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenStyles}
`;
