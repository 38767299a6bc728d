import { localizedPath, resolveRoute } from './resolve-route';

describe('contact routes', () => {
  it.each([
    ['DE', '/service-hilfe/kontakt', 'contact'],
    ['AT', '/service-hilfe/kontakt', 'contact'],
    ['CH', '/fr/aide-service/contact', 'contact'],
    ['NL', '/klantenservice/contact', 'contact'],
    ['DE', '/service-hilfe/kontakt/gesendet', 'contact-sent'],
    ['NL', '/klantenservice/contact/verzonden', 'contact-sent'],
  ] as const)('%s %s is %s of mfe-service-contact', (tenant, path, id) => {
    expect(resolveRoute(tenant, path)?.route).toMatchObject({ id, remote: 'mfe-service-contact' });
  });

  it('leaves the other service-help pages to the CMS', () => {
    expect(resolveRoute('DE', '/service-hilfe/kontakt-und-hilfe')?.route.id).toBe('content');
    expect(resolveRoute('DE', '/service-hilfe')?.route.id).toBe('content');
  });

  it('links the form per locale', () => {
    expect(localizedPath('contact', 'fr-CH')).toBe('/fr/aide-service/contact');
    expect(localizedPath('contact', 'de-AT')).toBe('/service-hilfe/kontakt');
  });
});
