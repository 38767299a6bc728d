/** @jest-environment node */
import { CONSENT_SHOW_SCRIPT } from './consent-banner';

/** Runs the inline script as the browser would, right after the banner, with the page's cookies. */
function run(cookie: string): { hidden: boolean } {
  const banner = { hidden: true };
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
  });
});
