import { createRouteTable, ownedBy, SHELL_ROUTES } from '@sf/i18n';
import { CONTACT_ROUTES } from './routes';

// the remote's routes beside the shell's (the CMS prefixes they sit in), as the composer composes them
const table = createRouteTable([...SHELL_ROUTES, ...ownedBy('mfe-service-contact', CONTACT_ROUTES)]);

describe('contact routes', () => {
  it.each([
    ['DE', '/service-hilfe/kontakt', 'contact'],
    ['AT', '/service-hilfe/kontakt', 'contact'],
    ['CH', '/fr/aide-service/contact', 'contact'],
    ['CH', '/fr/service-hilfe/kontakt', 'contact'],
    ['NL', '/klantenservice/contact', 'contact'],
    ['NL', '/service-hilfe/kontakt', 'contact'],
    ['DE', '/service-hilfe/kontakt/gesendet', 'contact-sent'],
    ['CH', '/fr/aide-service/contact/envoye', 'contact-sent'],
    ['NL', '/klantenservice/contact/verzonden', 'contact-sent'],
  ] as const)('%s %s is %s of mfe-service-contact', (tenant, path, id) => {
    expect(table.resolve(tenant, path)?.route).toMatchObject({ id, remote: 'mfe-service-contact' });
  });

  it('leaves the other service-help pages to the CMS', () => {
    expect(table.resolve('DE', '/service-hilfe/kontakt-und-hilfe')?.route.id).toBe('content');
    expect(table.resolve('DE', '/service-hilfe')?.route.id).toBe('content');
  });

  it('links the form per locale (the first path is the canonical one)', () => {
    expect(table.pathOf('contact', 'fr-CH')).toBe('/fr/aide-service/contact');
    expect(table.pathOf('contact', 'de-AT')).toBe('/service-hilfe/kontakt');
    expect(table.pathOf('contact-sent', 'nl-NL')).toBe('/klantenservice/contact/verzonden');
  });
});

describe('service layer', () => {
  it('renders /servicelayer/<layer id> as a content-only page in every locale', () => {
    expect(table.resolve('DE', '/servicelayer/versandkosten')).toMatchObject({
      route: { id: 'service-layer', remote: 'mfe-service-contact', frame: 'content-only' },
      params: { tail: 'versandkosten' },
    });
    expect(table.resolve('CH', '/fr/servicelayer/retoure')?.route.id).toBe('service-layer');
    expect(table.resolve('NL', '/servicelayer/')?.route.id).toBe('service-layer');
    expect(table.resolve('DE', '/service-hilfe')?.route).not.toHaveProperty('frame');
  });
});
