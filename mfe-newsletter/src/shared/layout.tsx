import styled from 'styled-components';
import { themeOf } from '@sf/tokens';

/** The column every newsletter page is laid out in (readable line length, spacing of the theme). */
export const PageRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(2)};
  max-width: 40rem;
  margin: 0 auto;
  padding: ${(p) => themeOf(p).spacing(3, 2)};
  color: ${(p) => themeOf(p).palette.text.primary};
`;

/** A form's vertical stack of fields. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(2.5)};
`;

/** Body text of a page. */
export const Text = styled.p`
  margin: 0;
`;

/** Secondary text (hints under the main text). */
export const SmallText = styled.p`
  margin: 0;
  font-size: ${(p) => themeOf(p).typography.small.fontSize};
  color: ${(p) => themeOf(p).palette.text.secondary};
`;

/** A status box (success, info, error) with a visible border, announced by its role. */
export const Notice = styled.div<{ $severity: 'success' | 'info' | 'error' }>`
  padding: ${(p) => themeOf(p).spacing(2)};
  border: 1px solid ${(p) => themeOf(p).palette.feedback[p.$severity].border};
  border-inline-start-width: 4px;
  border-radius: ${(p) => themeOf(p).radii.md};
  background: ${(p) => themeOf(p).palette.feedback[p.$severity].bg};
  color: ${(p) => themeOf(p).palette.feedback[p.$severity].fg};
  p {
    margin: 0;
  }
`;
