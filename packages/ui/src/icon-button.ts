import { css } from 'styled-components';
import { themeOf } from '@sf/tokens';
import { focusRing } from './focus-ring';

/**
 * The look of a bare icon button (the close buttons of dialogs, sheets and toasts): a comfortable
 * square touch target, no chrome of its own, the surrounding text colour, the shared focus ring.
 */
export const iconButtonStyles = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => themeOf(p).touchTarget.comfortable};
  height: ${(p) => themeOf(p).touchTarget.comfortable};
  padding: 0;
  border: 0;
  border-radius: ${(p) => themeOf(p).radii.md};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  cursor: pointer;
  ${focusRing}
`;
