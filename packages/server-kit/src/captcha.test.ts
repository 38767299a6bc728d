import { newCaptchaChallenge, solveCaptchaChallenge, verifyCaptcha } from './captcha';

const settings = {
  secret: 'a-test-secret-of-at-least-32-characters',
  minCounter: 10,
  maxCounter: 50,
  ttlSeconds: 600,
};

describe('captcha', () => {
  it('verifies a solved challenge of ours and names its signature and expiry', async () => {
    const now = new Date();
    const payload = await solveCaptchaChallenge(await newCaptchaChallenge(settings, now));
    const verified = await verifyCaptcha(settings, payload);
    expect(verified).toEqual({ signature: expect.any(String), expiresAt: expect.any(Date) });
    if (typeof verified === 'string') return;
    expect(Math.round((verified.expiresAt.getTime() - now.getTime()) / 1000)).toBeGreaterThan(590);
  });

  it('refuses a missing, malformed, foreign or expired payload', async () => {
    expect(await verifyCaptcha(settings, '')).toBe('missing');
    expect(await verifyCaptcha(settings, 42)).toBe('missing');
    expect(await verifyCaptcha(settings, 'bm90IGpzb24=')).toBe('invalid');
    expect(await verifyCaptcha(settings, btoa('{"challenge":{},"solution":{}}'))).toBe('invalid');
    const foreign = await solveCaptchaChallenge(
      await newCaptchaChallenge(
        { ...settings, secret: 'another-secret-of-at-least-32-characters' },
        new Date(),
      ),
    );
    expect(await verifyCaptcha(settings, foreign)).toBe('invalid');
    const old = await solveCaptchaChallenge(
      await newCaptchaChallenge({ ...settings, ttlSeconds: -1 }, new Date()),
    );
    expect(await verifyCaptcha(settings, old)).toBe('expired');
  });
});
