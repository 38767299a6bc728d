import { isBusEvent } from './events';

describe('isBusEvent', () => {
  it.each([
    { type: 'session:changed', v: 1, reason: 'login' },
    {
      type: 'toast:add',
      v: 1,
      toast: { key: 'k', message: 'Gespeichert', severity: 'success', closable: true },
    },
    { type: 'toast:remove', v: 1, key: 'k' },
    { type: 'toast:clear', v: 1 },
    { type: 'basket:changed', v: 1, count: 2 },
    { type: 'wishlist:changed', v: 1, count: 2, skus: ['123456-01', '123456-02'] },
    { type: 'wishlist:changed', v: 1, count: 0, skus: [] },
    { type: 'route:changed', v: 1, path: '/warenkorb', pageViewId: 'abc' },
    {
      type: 'consent:changed',
      v: 1,
      groups: { C0001: true, C0002: false, C0003: false, C0004: false, C0005: false, C0006: false },
    },
    { type: 'login:requested', v: 1, returnTo: '/merkzettel' },
  ])('accepts $type', (event) => {
    expect(isBusEvent(event)).toBe(true);
  });

  it.each([
    null,
    { type: 'toast:clear' },
    { type: 'toast:clear', v: 2 },
    { type: 'unknown:event', v: 1 },
    { type: 'toast:add', v: 1, toast: { key: 'k', message: 'x', severity: 'fatal' } },
    { type: 'basket:changed', v: 1, count: -1 },
    { type: 'basket:changed', v: 1, count: 1.5 },
    { type: 'wishlist:changed', v: 1, count: 1 },
    { type: 'wishlist:changed', v: 1, count: 1, skus: [1] },
    { type: 'route:changed', v: 1, path: 'relative', pageViewId: 'a' },
    { type: 'consent:changed', v: 1, groups: { C0001: true } },
    { type: 'login:requested', v: 1, returnTo: 'https://evil.example/' },
  ])('rejects %j', (event) => {
    expect(isBusEvent(event)).toBe(false);
  });
});
