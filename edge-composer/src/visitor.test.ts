import { readVisitorHints, visitorHintsHeader } from '@sf/contracts';
import fc from 'fast-check';
import { acceptedLanguages, isAutomated, visitorOf } from './visitor';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const of = (headers: Record<string, string>) => visitorOf(new Headers(headers));

describe('visitor detection by request headers', () => {
  it('takes browsers for people', () => {
    for (const ua of [CHROME, IPHONE, ANDROID]) expect(of({ 'user-agent': ua }).kind).toBe('human');
  });

  it('knows crawlers, headless browsers, HTTP libraries and a missing user agent as bots', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.32.3',
      '',
    ]) {
      expect([ua, of(ua ? { 'user-agent': ua } : {}).kind]).toEqual([ua, 'bot']);
    }
  });

  it('names uptime and synthetic monitors apart from crawlers', () => {
    for (const ua of [
      'Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)',
      'Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)',
      `${CHROME} DatadogSynthetics`,
      'Checkly/1.0 (https://www.checklyhq.com)',
      'kube-probe/1.31',
    ]) {
      expect([ua, of({ 'user-agent': ua }).kind]).toEqual([ua, 'monitor']);
    }
  });

  it("marks speculative loads (Sec-Purpose, Purpose, X-Moz) but keeps them a person's", () => {
    expect(of({ 'user-agent': CHROME, 'sec-purpose': 'prefetch;prerender' })).toMatchObject({
      kind: 'human',
      prefetch: true,
    });
    expect(of({ 'user-agent': CHROME, purpose: 'prefetch' }).prefetch).toBe(true);
    expect(of({ 'user-agent': CHROME, 'x-moz': 'prefetch' }).prefetch).toBe(true);
    expect(of({ 'user-agent': CHROME }).prefetch).toBe(false);
  });

  it('reads languages best first, the CDN country and the device', () => {
    expect(acceptedLanguages('de-at,de;q=0.9,en;q=0.8')).toEqual(['de-AT', 'de', 'en']);
    expect(acceptedLanguages('en;q=0.1, fr-ch, *;q=0.5, de;q=0.7')).toEqual(['fr-CH', 'de', 'en']);
    expect(acceptedLanguages('x-klingon, de;q=0, <script>')).toEqual([]);
    expect(of({ 'user-agent': IPHONE, 'cf-ipcountry': 'at' })).toMatchObject({
      country: 'AT',
      platform: 'ios',
      mobile: true,
    });
    expect(of({ 'user-agent': ANDROID, 'cf-ipcountry': 'XX' })).toMatchObject({
      country: null,
      platform: 'android',
      mobile: true,
    });
    expect(of({ 'user-agent': CHROME, 'sec-ch-ua-mobile': '?0' })).toMatchObject({
      platform: 'other',
      mobile: false,
    });
  });

  it('gives page helpers to people only', () => {
    expect(isAutomated(undefined)).toBe(false);
    expect(isAutomated({ kind: 'human' })).toBe(false);
    expect(isAutomated({ kind: 'bot' })).toBe(true);
    expect(isAutomated({ kind: 'monitor' })).toBe(true);
  });

  it('never throws, and its hints survive the header unchanged (fast-check)', () => {
    const header = fc.string({ maxLength: 300 }).filter((s) => /^[\x20-\x7e]*$/.test(s));
    fc.assert(
      fc.property(header, header, header, header, (ua, lang, country, purpose) => {
        const v = of({
          'user-agent': ua,
          'accept-language': lang,
          'cf-ipcountry': country,
          'sec-purpose': purpose,
        });
        const back = readVisitorHints(visitorHintsHeader(v));
        expect(back).toEqual({
          languages: v.languages,
          country: v.country,
          platform: v.platform,
          mobile: v.mobile,
        });
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });
});
