/** @jest-environment node */
import { renderFragment } from '@sf/server-kit';
import { Header } from './header';
import { translator } from './translate';

const navigation = { items: [], service: { label: 'Service & Hilfe', href: '/service-hilfe' } };

/** The header as the fragment renders it (styles collected into the fragment). */
const header = (whiteLabel = false) =>
  renderFragment({
    remote: 'shell',
    routeId: 'header',
    element: (
      <Header
        locale="de-DE"
        t={translator('de-DE')}
        navigation={navigation}
        flyout={null}
        usp={null}
        whiteLabel={whiteLabel}
      />
    ),
  });

describe('the chrome’s colours', () => {
  it('are the shop’s own brand by default and the white-label palette for a white-label shop', async () => {
    const own = await header();
    expect(own).toContain('--sf-brand:#068099');
    expect(own).not.toContain('#1e4a5e');
    const white = await header(true);
    expect(white).toContain('--sf-brand:#1e4a5e');
    expect(white).toContain('--sf-primary:#1e4a5e');
    expect(white).not.toContain('--sf-brand:#068099');
  });
});
