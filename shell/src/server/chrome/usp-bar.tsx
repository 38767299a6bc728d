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
  li::before { content: '✓'; margin-right: 0.375rem; color: ${V.primary}; font-weight: 700; }
  a { color: ${V.text}; text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

/** The USP bar from the content bucket (identifier `bucket-usp-bar`). */
export function UspBar({ usp, t }: { readonly usp: UspBarDoc; readonly t: Translate }): ReactNode {
  return (
    <Section aria-label={t('shell.usp.label')} data-sf-content="bucket-usp-bar">
      <ul>
        {usp.items.map((item) => (
          <li key={item.text}>{item.href ? <ContentAnchor href={item.href}>{item.text}</ContentAnchor> : item.text}</li>
        ))}
      </ul>
    </Section>
  );
}
