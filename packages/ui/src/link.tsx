import styled from 'styled-components';
import { themeOf } from '@sf/tokens';
import { focusRing } from './focus-ring';

/**
 * A text link: underlined (not colour alone, WCAG 1.4.1), theme link colours, visible focus.
 * Use `as` for a router link.
 * @example <Link href="/service-hilfe/ueber-uns/datenschutz">{t('privacy')}</Link>
 */
export const Link = styled.a`
  color: ${(p) => themeOf(p).palette.text.link};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  border-radius: ${(p) => themeOf(p).radii.sm};
  cursor: pointer;
  &:hover {
    color: ${(p) => themeOf(p).palette.text.linkHover};
    text-decoration-thickness: 2px;
  }
  ${focusRing}
`;
