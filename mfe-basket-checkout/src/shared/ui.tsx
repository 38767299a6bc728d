import { themeOf } from '@sf/tokens';
import styled from 'styled-components';

/** The column of this remote's pages. */
export const PageRoot = styled.section`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(3)};
  padding: ${(p) => themeOf(p).spacing(3, 0)};
  color: ${(p) => themeOf(p).palette.text.primary};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  line-height: 1.25;
`;

/** A message after a form post: `role="status"` for a change, `role="alert"` for a refusal. */
export const Notice = styled.p<{ $kind: 'success' | 'error' }>`
  margin: 0;
  padding: ${(p) => themeOf(p).spacing(1.5, 2)};
  border: 1px solid ${(p) => themeOf(p).palette.feedback[p.$kind].border};
  background: ${(p) => themeOf(p).palette.feedback[p.$kind].bg};
  color: ${(p) => themeOf(p).palette.feedback[p.$kind].fg};
  border-radius: ${(p) => themeOf(p).radii.md};
`;

/** A warning line (an item that cannot be ordered, a voucher that does not apply). */
export const Warning = styled.p`
  margin: 0;
  color: ${(p) => themeOf(p).palette.feedback.warning.fg};
`;

/** A link that leads on as the page's main action ("Zur Kasse"). */
export const ActionLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${(p) => themeOf(p).touchTarget.comfortable};
  padding: ${(p) => themeOf(p).spacing(0.5, 2)};
  border-radius: ${(p) => themeOf(p).radii.md};
  background: ${(p) => themeOf(p).palette.primary.main};
  color: ${(p) => themeOf(p).palette.primary.contrastText};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  text-decoration: none;
  &:hover {
    background: ${(p) => themeOf(p).palette.primary.hover};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p).palette.focusRing};
    outline-offset: 2px;
  }
`;

/** A row of two texts at both ends (a sum and its amount). */
export const SumRow = styled.p<{ $strong?: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${(p) => themeOf(p).spacing(1)};
  margin: 0;
  font-weight: ${(p) => (p.$strong === false ? 'normal' : themeOf(p).typography.fontWeight.bold)};
`;

/** An item of a list of products (a basket line, a wishlist item): image, text, actions. */
export const LineItem = styled.li`
  display: grid;
  grid-template-columns: 5rem 1fr;
  gap: ${(p) => themeOf(p).spacing(2)};
  padding: ${(p) => themeOf(p).spacing(2)};
  border: 1px solid ${(p) => themeOf(p).palette.divider};
  border-radius: ${(p) => themeOf(p).radii.md};
  img {
    width: 5rem;
    height: 6.25rem;
    object-fit: cover;
    background: ${(p) => themeOf(p).palette.background.surface};
  }
`;
export const LineName = styled.h2`
  margin: 0 0 ${(p) => themeOf(p).spacing(0.5)};
  font-size: 1.125rem;
  a {
    color: ${(p) => themeOf(p).palette.text.link};
  }
`;
export const LineFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${(p) => themeOf(p).spacing(0.5, 2)};
  margin: ${(p) => themeOf(p).spacing(1, 0)};
  dd {
    margin: 0;
  }
`;
/** The forms and links of an item, side by side. */
export const LineActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing(1.5)};
  align-items: end;
  form {
    display: flex;
    gap: ${(p) => themeOf(p).spacing(1)};
    align-items: end;
  }
  > a {
    display: inline-flex;
    align-items: center;
    min-height: ${(p) => themeOf(p).touchTarget.comfortable};
  }
`;
