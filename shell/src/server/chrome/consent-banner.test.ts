/** @jest-environment node */
import { CONSENT_SHOW_SCRIPT } from './consent-banner';

interface FakeBanner {
  hidden: boolean;
  early: string | null;
  click?: (event: { target: unknown }) => void;
  addEventListener(type: string, listener: (event: { target: unknown }) => void): void;
  setAttribute(name: string, value: string): void;
}

/** Runs the inline script as the browser would, right after the banner, with the page's cookies. */
function run(cookie: string): FakeBanner {
  const banner: FakeBanner = {
    hidden: true,
    early: null,
    addEventListener(type, listener) {
      if (type === 'click') this.click = listener;
    },
    setAttribute(name, value) {
      if (name === 'data-sf-consent-early') this.early = value;
    },
  };
  const doc = { cookie, currentScript: { previousElementSibling: banner } };
  new Function('document', CONSENT_SHOW_SCRIPT)(doc);
  return banner;
}

describe('CONSENT_SHOW_SCRIPT', () => {
  it('shows the banner in the first paint when no consent is stored', () => {
    expect(run('').hidden).toBe(false);
    expect(run('sf_bucket=12; other=sf_consent').hidden).toBe(false);
  });

  it('keeps it hidden once a consent cookie is stored', () => {
    expect(run('sf_consent=C0001:1').hidden).toBe(true);
    expect(run('sf_bucket=12; sf_consent=C0001:1,C0002:0').hidden).toBe(true);
    // over TLS the cookie carries the __Host- prefix
    expect(run('__Host-sf_bucket=12; __Host-sf_consent=C0001:1').hidden).toBe(true);
  });
});

it('hides the banner on a choice clicked before the shell runs and notes it for the shell to store', () => {
  const banner = run('');
  expect(banner.hidden).toBe(false);
  const button = { getAttribute: () => 'all' };
  banner.click?.({
    target: { closest: (selector: string) => (selector === '[data-sf-consent-action]' ? button : null) },
  });
  expect(banner.early).toBe('all');
  expect(banner.hidden).toBe(true);
  banner.click?.({ target: { closest: () => null } });
  expect(banner.early).toBe('all');
});
