import { themeOf } from '@sf/tokens';
import styled from 'styled-components';

/** The page column of search pages. */
export const PageRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(2)};
  max-width: 80rem;
  margin: 0 auto;
  padding: ${(p) => themeOf(p).spacing(2)};
  color: ${(p) => themeOf(p).palette.text.primary};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  line-height: 1.25;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${(p) => themeOf(p).palette.text.secondary};
`;

export const TextLink = styled.a`
  color: ${(p) => themeOf(p).palette.text.link};
  text-decoration: underline;
  &:hover {
    color: ${(p) => themeOf(p).palette.text.linkHover};
  }
`;

/** A filled primary button (also on links that act as buttons: loadMore without JavaScript). */
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
  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p).palette.focusRing};
    outline-offset: 2px;
  }
`;

/** An inline message box: `role="status"` for information, `role="alert"` for errors. */
export const Notice = styled.p<{ $kind: 'info' | 'error' }>`
  margin: 0;
  padding: ${(p) => themeOf(p).spacing(1.5, 2)};
  border: 1px solid ${(p) => themeOf(p).palette.feedback[p.$kind === 'error' ? 'error' : 'success'].border};
  background: ${(p) => themeOf(p).palette.feedback[p.$kind === 'error' ? 'error' : 'success'].bg};
  color: ${(p) => themeOf(p).palette.feedback[p.$kind === 'error' ? 'error' : 'success'].fg};
  border-radius: 4px;
`;

export const FieldLabel = styled.label`
  display: block;
  font-weight: 700;
  margin-bottom: ${(p) => themeOf(p).spacing(0.5)};
`;

export const Control = styled.select`
  min-height: 44px;
  padding: 0 ${(p) => themeOf(p).spacing(1)};
  border: 1px solid ${(p) => themeOf(p).palette.border};
  border-radius: 4px;
  font: inherit;
  background: ${(p) => themeOf(p).palette.background.default};
  color: ${(p) => themeOf(p).palette.text.primary};
`;

export const Input = styled.input`
  min-height: 44px;
  padding: 0 ${(p) => themeOf(p).spacing(1)};
  border: 1px solid ${(p) => themeOf(p).palette.border};
  border-radius: 4px;
  font: inherit;
  background: ${(p) => themeOf(p).palette.background.default};
  color: ${(p) => themeOf(p).palette.text.primary};
`;
