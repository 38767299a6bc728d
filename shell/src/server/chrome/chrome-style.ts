import { FOCUS_RING, TYPOGRAPHY } from '@sf/tokens';
import { createGlobalStyle } from 'styled-components';
import { V, schemeCss } from './scheme-vars';

/**
 * Page-wide base styles, written once with the header: both colour schemes as custom properties,
 * border-box sizing, the body font and colours, a visible focus ring, reduced motion, the
 * notice the shell adds to a failed remote's slot, and the progress cursor over a slot that holds a
 * shopper's action until its remote is live (decision 0125). `$whiteLabel`: the white-label palette
 * (a white-label shop, decision 0213).
 */
export const ChromeGlobalStyle = createGlobalStyle<{ readonly $whiteLabel?: boolean }>`
  ${(p) => schemeCss(p.$whiteLabel === true)}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${TYPOGRAPHY.fontFamily};
    font-size: ${TYPOGRAPHY.body.fontSize};
    line-height: ${TYPOGRAPHY.body.lineHeight};
    color: ${V.text};
    background-color: ${V.bg};
  }
  a { color: ${V.link}; }
  a:hover { color: ${V.linkHover}; }
  :focus-visible { outline: ${FOCUS_RING.width} solid ${V.focus}; outline-offset: ${FOCUS_RING.offset}; }
  main { display: block; max-width: 80rem; margin: 0 auto; padding: 0 1rem; min-height: 50vh; }
  [data-sf-slot][aria-busy='true'] { cursor: progress; }
  /* a submit held back until its form is filled (the page's first script, decision 0130) */
  :is(button, input)[data-sf-unfilled][aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
  .sf-remote-notice {
    margin: 1rem 0;
    padding: 0.75rem 1rem;
    border: 1px solid ${V.warningBorder};
    background: ${V.warningBg};
    color: ${V.warningFg};
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
