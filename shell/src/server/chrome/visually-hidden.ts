import { css } from 'styled-components';

/** Hidden on screen, read by screen readers (labels that the layout shows as icons or context). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
