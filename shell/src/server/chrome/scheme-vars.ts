import { createPalette, type ColorScheme, type Palette } from '@sf/tokens';

/**
 * The chrome is static server HTML (decision 0002), so it cannot re-render with a dark theme.
 * Its colours are CSS custom properties instead, generated here from the same palettes the
 * React theme uses; `data-color-scheme` on `<html>` (set by the shell's script from the stored
 * mode) or the `prefers-color-scheme` media query picks the set.
 */
export const V = {
  bg: 'var(--sf-bg)',
  surface: 'var(--sf-surface)',
  text: 'var(--sf-text)',
  textSecondary: 'var(--sf-text-secondary)',
  link: 'var(--sf-link)',
  linkHover: 'var(--sf-link-hover)',
  border: 'var(--sf-border)',
  divider: 'var(--sf-divider)',
  focus: 'var(--sf-focus)',
  primary: 'var(--sf-primary)',
  primaryHover: 'var(--sf-primary-hover)',
  onPrimary: 'var(--sf-on-primary)',
  secondary: 'var(--sf-secondary)',
  onSecondary: 'var(--sf-on-secondary)',
  brand: 'var(--sf-brand)',
  warningBg: 'var(--sf-warning-bg)',
  warningFg: 'var(--sf-warning-fg)',
  warningBorder: 'var(--sf-warning-border)',
} as const;

function declarations(p: Palette, scheme: ColorScheme): string {
  const pairs: [string, string][] = [
    ['--sf-bg', p.background.default],
    ['--sf-surface', p.background.surface],
    ['--sf-text', p.text.primary],
    ['--sf-text-secondary', p.text.secondary],
    ['--sf-link', p.text.link],
    ['--sf-link-hover', p.text.linkHover],
    ['--sf-border', p.border],
    ['--sf-divider', p.divider],
    ['--sf-focus', p.focusRing],
    ['--sf-primary', p.primary.main],
    ['--sf-primary-hover', p.primary.hover],
    ['--sf-on-primary', p.primary.contrastText],
    ['--sf-secondary', p.secondary.main],
    ['--sf-on-secondary', p.secondary.contrastText],
    ['--sf-brand', p.brand.primary],
    ['--sf-warning-bg', p.feedback.warning.bg],
    ['--sf-warning-fg', p.feedback.warning.fg],
    ['--sf-warning-border', p.feedback.warning.border],
  ];
  return `color-scheme:${scheme};${pairs.map(([k, v]) => `${k}:${v}`).join(';')};`;
}

/** The CSS of both schemes: light by default, dark by media query (mode `system`) or attribute. */
export function schemeCss(whiteLabel = false): string {
  const light = declarations(createPalette({ whiteLabel, scheme: 'light' }), 'light');
  const dark = declarations(createPalette({ whiteLabel, scheme: 'dark' }), 'dark');
  return (
    `:root{${light}}` +
    `@media (prefers-color-scheme: dark){:root:not([data-color-scheme="light"]){${dark}}}` +
    `:root[data-color-scheme="dark"]{${dark}}`
  );
}
