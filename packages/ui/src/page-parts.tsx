import styled, { css } from 'styled-components';
import { themeOf } from '@sf/tokens';
import { focusRing } from './focus-ring';

/**
 * The parts a server-rendered page of a remote is laid out with (the catalog's and search's pages had
 * each their own copy): plain styled elements, so they render in the server HTML as they are, work in
 * native forms without JavaScript, and take `as` (a `PrimaryButton` as a link that acts as a button).
 * For a button with a busy state use `Button`.
 */

/** The page column: 80rem wide, the theme's spacing. */
export const PageColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(2)};
  max-width: 80rem;
  margin: 0 auto;
  padding: ${(p) => themeOf(p).spacing(2)};
  color: ${(p) => themeOf(p).palette.text.primary};
`;

/** The page's `h1`. */
export const PageHeading = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  line-height: 1.25;
`;

/** A section's `h2`. */
export const SubHeading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

/** Secondary text. */
export const Muted = styled.p`
  margin: 0;
  color: ${(p) => themeOf(p).palette.text.secondary};
`;

/** An inline message: give it `role="status"` (success, information) or `role="alert"` (errors). */
export const Notice = styled.p<{ $kind: 'success' | 'info' | 'error' }>`
  margin: 0;
  padding: ${(p) => themeOf(p).spacing(1.5, 2)};
  border: 1px solid ${(p) => themeOf(p).palette.feedback[p.$kind].border};
  background: ${(p) => themeOf(p).palette.feedback[p.$kind].bg};
  color: ${(p) => themeOf(p).palette.feedback[p.$kind].fg};
  border-radius: ${(p) => themeOf(p).radii.md};
`;

/** A bold label above its control. */
export const FieldLabel = styled.label`
  display: block;
  font-weight: 700;
  margin-bottom: ${(p) => themeOf(p).spacing(0.5)};
`;

/** A native control's look: a 44px target, the theme's border and colours, the focus ring. */
const controlLook = css`
  min-height: 44px;
  padding: 0 ${(p) => themeOf(p).spacing(1)};
  border: 1px solid ${(p) => themeOf(p).palette.border};
  border-radius: 4px;
  font: inherit;
  background: ${(p) => themeOf(p).palette.background.default};
  color: ${(p) => themeOf(p).palette.text.primary};
  ${focusRing}
`;

/** A native `<select>` with a 44px target (label it with `FieldLabel`). */
export const NativeSelect = styled.select`
  ${controlLook}
`;

/** A native `<input>` with a 44px target (label it with `FieldLabel`). */
export const NativeInput = styled.input`
  ${controlLook}
`;

/** A filled primary button; `as="a"` for a link that acts as one (a next page without JavaScript). */
export const PrimaryButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${(p) => themeOf(p).spacing(2.5)};
  border: 0;
  border-radius: 4px;
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  background: ${(p) => themeOf(p).palette.primary.main};
  color: ${(p) => themeOf(p).palette.primary.contrastText};
  &:hover {
    background: ${(p) => themeOf(p).palette.primary.hover};
  }
  ${focusRing}
`;

/** An outlined button beside a primary one. */
export const SecondaryButton = styled(PrimaryButton)`
  background: transparent;
  color: ${(p) => themeOf(p).palette.text.link};
  border: 2px solid ${(p) => themeOf(p).palette.border};
  &:hover {
    background: ${(p) => themeOf(p).palette.background.surface};
  }
`;
