/**
 * @jest-environment jsdom
 */
import { createPageViewTracker, randomUuid, type CookieDocument } from './page-view';

const cookieOf = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

describe('createPageViewTracker', () => {
  it('starts with a page-view id kept in both cookies', () => {
    const tracker = createPageViewTracker({ uuid: () => 'pv-1' });
    expect(tracker.id()).toBe('pv-1');
    expect(cookieOf('GlycerinPageViewId')).toBe('pv-1');
    expect(cookieOf('GlycerinPageViewIdFromBackend')).toBe('pv-1');
  });

  it('renews the id only when the path really changes', () => {
    let n = 0;
    const tracker = createPageViewTracker({ uuid: () => `pv-${++n}` });
    expect(tracker.onPathChange(window.location.pathname)).toBe('pv-1');
    expect(tracker.onPathChange('/warenkorb')).toBe('pv-2');
    expect(tracker.onPathChange('/warenkorb')).toBe('pv-2');
    expect(tracker.onPathChange('/merkzettel')).toBe('pv-3');
    expect(cookieOf('GlycerinPageViewId')).toBe('pv-3');
    expect(cookieOf('GlycerinPageViewIdFromBackend')).toBe('pv-3');
  });

  it('writes Path=/, SameSite=Lax and Secure only on https', () => {
    const writes: string[] = [];
    const fakeDoc = (protocol: string) =>
      ({
        location: { pathname: '/', protocol },
        set cookie(v: string) {
          writes.push(v);
        },
      }) as unknown as CookieDocument;
    createPageViewTracker({ doc: fakeDoc('https:'), uuid: () => 'a' });
    createPageViewTracker({ doc: fakeDoc('http:'), uuid: () => 'b' });
    expect(writes).toEqual([
      'GlycerinPageViewId=a; Path=/; SameSite=Lax; Secure',
      'GlycerinPageViewIdFromBackend=a; Path=/; SameSite=Lax; Secure',
      'GlycerinPageViewId=b; Path=/; SameSite=Lax',
      'GlycerinPageViewIdFromBackend=b; Path=/; SameSite=Lax',
    ]);
  });

  it('uses random v4 UUIDs by default', () => {
    const tracker = createPageViewTracker();
    const first = tracker.id();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(tracker.onPathChange('/s/')).not.toBe(first);
  });
});

describe('randomUuid', () => {
  it('falls back to getRandomValues where randomUUID is missing (insecure context)', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const a = randomUuid();
      expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(randomUuid()).not.toBe(a);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
