/** Inline SVG icons: decorative only (aria-hidden); the accessible text always comes from a prop. */
import type { ReactElement } from 'react';
import type { Severity } from '@sf/tokens';

const svgProps = {
  'aria-hidden': true,
  focusable: false,
  width: '1.25em',
  height: '1.25em',
  viewBox: '0 0 24 24',
  fill: 'currentColor',
} as const;

/** A cross, for close buttons. */
export function CloseIcon(): ReactElement {
  return (
    <svg {...svgProps}>
      <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
    </svg>
  );
}

const SEVERITY_PATHS: Record<Severity, string> = {
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8z',
  warning: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z',
};

/** A distinct shape per severity, so meaning does not depend on colour alone (WCAG 1.4.1). */
export function SeverityIcon({ severity }: { readonly severity: Severity }): ReactElement {
  return (
    <svg {...svgProps} data-severity-icon={severity}>
      <path d={SEVERITY_PATHS[severity]} />
    </svg>
  );
}
