/** Size, layer and motion tokens shared by the UI primitives. */

/** Snackbar/toast width rules (spec section 9): 90% of the viewport, at most 600px. */
export const SNACKBAR = { maxWidth: '600px', width: '90%' } as const;

/**
 * Touch target sizes. WCAG 2.2 2.5.8 asks for at least 24×24 CSS px; controls use the comfortable
 * 44px (2.75rem) where layout allows and never go below the minimum.
 */
export const TOUCH_TARGET = { min: '24px', comfortable: '2.75rem' } as const;

/** Corner radii. */
export const RADII = { sm: '2px', md: '4px', lg: '8px', round: '50%' } as const;

/** Stacking order of overlays. */
export const Z_INDEX = { sticky: 1100, dialog: 1300, snackbar: 1400 } as const;

/** Motion durations and easing; components drop motion under `prefers-reduced-motion: reduce`. */
export const MOTION = { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

/** Focus indicator geometry (WCAG 2.2 2.4.7/2.4.13: thick, offset, solid). */
export const FOCUS_RING = { width: '3px', offset: '2px' } as const;
