import { createGatewayClient } from '@sf/gateway-client';
import { themeOf } from '@sf/tokens';
import { render, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { RemoteProviders } from './remote-providers';

const messages = { 'de-DE': {}, 'fr-CH': {}, 'nl-NL': {} };

function Brand() {
  const theme = themeOf({ theme: useTheme() });
  return <p>{`${theme.name} ${theme.palette.brand.primary}`}</p>;
}

const tree = (whiteLabel?: boolean) => (
  <RemoteProviders
    locale="nl-NL"
    tenant="NL"
    messages={messages}
    client={createGatewayClient({ fetch: jest.fn(), retry: false })}
    {...(whiteLabel === undefined ? {} : { whiteLabel })}
  >
    <Brand />
  </RemoteProviders>
);

describe('RemoteProviders', () => {
  it('gives a remote the shop’s own brand, or the white-label palette for a white-label shop', () => {
    render(tree());
    expect(screen.getByText('default #068099')).toBeInTheDocument();
    render(tree(true));
    expect(screen.getByText('white-label #1e4a5e')).toBeInTheDocument();
  });
});
