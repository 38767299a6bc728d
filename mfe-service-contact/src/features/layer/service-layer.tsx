import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { LayerContent } from '../../shared/state';

const Box = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 0;
`;

/**
 * A service layer's content (`/servicelayer/<id>` renders it alone; the layer fragment serves it
 * for overlays). A layer that could not be loaded shows the layer load failure message.
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
    </Box>
  );
}
