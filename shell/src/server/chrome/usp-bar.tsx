import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { UspBarDoc } from '../../shared/content-types';
import { ContentAnchor } from './content-anchor';
import { V } from './scheme-vars';
import type { Translate } from './translate';

const Section = styled.section`
  background: ${V.surface};
  border-top: 1px solid ${V.divider};
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.25rem 2rem;
    max-width: 80rem;
    margin: 0 auto;
    padding: 0.5rem 1rem;
    list-style: none;
    font-size: 0.875rem;
  }
  /*
   * The tick is drawn with borders, not a '✓' character: no system font in the Arial stack has that
   * glyph, and the fallback-font search it triggers cost ≈ 10 ms of layout before the first paint
   * (≈ 40 ms of blocking time on a throttled phone); screen readers do not read it out either.
   */
  li::before {
    content: '';
    display: inline-block;
    width: 0.375em;
    height: 0.75em;
    margin: 0 0.5rem 0.125em 0.125rem;
    vertical-align: middle;
    border: solid ${V.primary};
    border-width: 0 0.15em 0.15em 0;
    transform: rotate(45deg);
  }
  a {
    color: ${V.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** The USP bar from the content bucket (identifier `bucket-usp-bar`). */
export function UspBar({ usp, t }: { readonly usp: UspBarDoc; readonly t: Translate }): ReactNode {
  return (
    <Section aria-label={t('shell.usp.label')} data-sf-content="bucket-usp-bar">
      <ul>
        {usp.items.map((item) => (
          <li key={item.text}>
            {item.href ? <ContentAnchor href={item.href}>{item.text}</ContentAnchor> : item.text}
          </li>
        ))}
      </ul>
    </Section>
  );
}
