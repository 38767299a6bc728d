import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { LayerContent } from '../../shared/state';

const Box = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 0;
`;

/** The index's links: each a target of at least 24 × 24 px, apart (WCAG 2.2 SC 2.5.8). */
const Links = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding-left: 1.25rem;
  a {
    display: inline-block;
    min-height: 1.5rem;
    padding: 0.25rem 0;
  }
`;

/**
 * A service layer's content (`/servicelayer/<id>` renders it alone; the layer fragment serves it
 * for overlays), or the index of the layers (`/servicelayer/`) with a link to each. A layer that could not be loaded shows the layer load failure message.
 */
export function ServiceLayer({ layer }: { readonly layer: LayerContent | null }): ReactElement {
  const intl = useIntl();
  if (!layer) {
    return (
      <Box>
        <p role="alert">{intl.formatMessage({ id: 'service.layer.error' })}</p>
      </Box>
    );
  }
  return (
    <Box aria-labelledby={`layer-${layer.id}`}>
      <h1 id={`layer-${layer.id}`}>{layer.title}</h1>
      {layer.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {layer.links && layer.links.length > 0 && (
        <Links>
          {layer.links.map((l) => (
            <li key={l.href}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
        </Links>
      )}
    </Box>
  );
}
