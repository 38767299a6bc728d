import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { themeOf } from '@sf/tokens';

const H1 = styled.h1`
  margin: 0;
  font-size: ${(p) => themeOf(p).typography.headings.h3.fontSize};
  line-height: ${(p) => themeOf(p).typography.headings.h3.lineHeight};
  color: ${(p) => themeOf(p).palette.text.primary};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: ${(p) => themeOf(p).focusRing.width} solid ${(p) => themeOf(p).palette.focusRing};
    outline-offset: ${(p) => themeOf(p).focusRing.offset};
  }
`;

/** Props of {@link PageHeading}. */
export interface PageHeadingProps {
  readonly children: ReactNode;
  /** Move focus here when shown (after a submit or a client-side page change), so screen readers read it. */
  readonly focus?: boolean;
}

/** The page's `h1`; focusable by script (`tabIndex=-1`) so a result or next page is announced. */
export function PageHeading({ children, focus = false }: PageHeadingProps): ReactElement {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <H1 ref={ref} tabIndex={-1}>
      {children}
    </H1>
  );
}
