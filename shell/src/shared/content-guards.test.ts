/** @jest-environment node */
import { isNavigationDoc, isNavLink } from './content-guards';

describe('isNavLink', () => {
  it('takes a literal href or a route with an optional key', () => {
    expect(isNavLink({ label: 'Hilfe', href: '/service-hilfe' })).toBe(true);
    expect(isNavLink({ label: 'Kleider', route: 'category', key: 'women-dresses' })).toBe(true);
    expect(isNavLink({ label: 'Warenkorb', route: 'basket' })).toBe(true);
  });

  it('refuses a link with both, with neither, or with an empty or non-text part', () => {
    expect(isNavLink({ label: 'Kleider', route: 'category', key: 'women-dresses', href: '/x/' })).toBe(false);
    expect(isNavLink({ label: 'Kleider' })).toBe(false);
    expect(isNavLink({ label: 'Kleider', route: '' })).toBe(false);
    expect(isNavLink({ label: 'Kleider', route: 'category', key: 7 })).toBe(false);
    expect(isNavLink({ label: '', href: '/x/' })).toBe(false);
  });

  it("takes a route link's query without its `?` and refuses one on a literal link (decision 0277)", () => {
    expect(isNavLink({ label: 'Neu', route: 'category', key: 'fashion', query: 'sort=new' })).toBe(true);
    expect(isNavLink({ label: 'Neu', route: 'category', key: 'fashion', query: '?sort=new' })).toBe(false);
    expect(isNavLink({ label: 'Neu', route: 'category', key: 'fashion', query: 'a=1#x' })).toBe(false);
    expect(isNavLink({ label: 'Neu', route: 'category', key: 'fashion', query: '' })).toBe(false);
    expect(isNavLink({ label: 'Neu', href: '/mode/', query: 'sort=new' })).toBe(false);
  });

  it('is what the navigation document holds, for its items and their groups', () => {
    const item = { id: 'mode', label: 'Mode', route: 'category', key: 'fashion' };
    const doc = (links: unknown[]) => ({
      items: [{ ...item, groups: [{ heading: 'Damen', links }] }],
      service: { label: 'Service', href: '/service-hilfe' },
    });
    expect(isNavigationDoc(doc([{ label: 'Kleider', route: 'category', key: 'women-dresses' }]))).toBe(true);
    expect(isNavigationDoc(doc([{ label: 'Kleider', route: 'category', href: '/x/' }]))).toBe(false);
  });
});
