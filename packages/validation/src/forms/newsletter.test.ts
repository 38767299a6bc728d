import {
  DEFAULT_NEWSLETTER_OPTION,
  NEWSLETTER_OPTIONS,
  PAUSE_DAYS,
  parsePauseDays,
  validateNewsletterSignup,
  validateNewsletterUnsubscribe,
} from './newsletter';

describe('validateNewsletterSignup', () => {
  const valid = { email: 'erika@example.de', salutation: 'female', brands: 'OTTO' };

  it('accepts a complete sign-up, with or without salutation', () => {
    expect(validateNewsletterSignup(valid)).toEqual({});
    expect(validateNewsletterSignup({ ...valid, salutation: undefined })).toEqual({});
    expect(validateNewsletterSignup({ ...valid, salutation: '' })).toEqual({});
    for (const brands of ['OTTO', 'LASCANA', 'both'])
      expect(validateNewsletterSignup({ ...valid, brands })).toEqual({});
    for (const salutation of ['female', 'male', 'notSpecified']) {
      expect(validateNewsletterSignup({ ...valid, salutation })).toEqual({});
    }
  });

  it('requires a valid e-mail address', () => {
    expect(validateNewsletterSignup({ ...valid, email: '' })).toEqual({ email: 'email.required' });
    expect(validateNewsletterSignup({ ...valid, email: 'erika@' })).toEqual({
      email: 'email.invalidPleaseEnter',
    });
  });

  it('requires a known brand scope', () => {
    expect(validateNewsletterSignup({ ...valid, brands: undefined })).toEqual({
      brands: 'newsletter.brands.required',
    });
    expect(validateNewsletterSignup({ ...valid, brands: 'otto' })).toEqual({
      brands: 'newsletter.brands.invalid',
    });
    expect(validateNewsletterSignup({ ...valid, brands: ['OTTO'] })).toEqual({
      brands: 'newsletter.brands.invalid',
    });
  });

  it('refuses an unknown salutation', () => {
    expect(validateNewsletterSignup({ ...valid, salutation: 'diverse' })).toEqual({
      salutation: 'salutation.invalid',
    });
  });

  it('reports every field at once', () => {
    expect(validateNewsletterSignup({})).toEqual({
      email: 'email.required',
      brands: 'newsletter.brands.required',
    });
  });
});

describe('validateNewsletterUnsubscribe', () => {
  const email = 'erika@example.de';

  it('accepts every option value; the default is unsubscribe|99', () => {
    expect(DEFAULT_NEWSLETTER_OPTION).toBe('unsubscribe|99');
    for (const newsletter of NEWSLETTER_OPTIONS) {
      const pauseDays = newsletter === 'pause|-100' ? 14 : undefined;
      expect([newsletter, validateNewsletterUnsubscribe({ email, newsletter, pauseDays })]).toEqual([
        newsletter,
        {},
      ]);
    }
  });

  it('requires a valid e-mail address', () => {
    expect(validateNewsletterUnsubscribe({ email: ' ', newsletter: 'unsubscribe|99' })).toEqual({
      email: 'email.required',
    });
    expect(validateNewsletterUnsubscribe({ email: 'x@y', newsletter: 'unsubscribe|99' })).toEqual({
      email: 'email.invalidPleaseEnter',
    });
  });

  it('requires a known choice', () => {
    expect(validateNewsletterUnsubscribe({ email })).toEqual({ newsletter: 'newsletter.choice.required' });
    expect(validateNewsletterUnsubscribe({ email, newsletter: 'frequency|4' })).toEqual({
      newsletter: 'newsletter.choice.invalid',
    });
    expect(validateNewsletterUnsubscribe({ email, newsletter: 'pause|-99' })).toEqual({
      newsletter: 'newsletter.choice.invalid',
    });
  });

  it('requires a pause of 7, 14, 21 or 30 days only for pause', () => {
    expect(validateNewsletterUnsubscribe({ email, newsletter: 'pause|-100' })).toEqual({
      pauseDays: 'newsletter.pauseDays.required',
    });
    expect(validateNewsletterUnsubscribe({ email, newsletter: 'pause|-100', pauseDays: '' })).toEqual({
      pauseDays: 'newsletter.pauseDays.required',
    });
    expect(validateNewsletterUnsubscribe({ email, newsletter: 'pause|-100', pauseDays: 10 })).toEqual({
      pauseDays: 'newsletter.pauseDays.invalid',
    });
    for (const days of PAUSE_DAYS) {
      expect(
        validateNewsletterUnsubscribe({ email, newsletter: 'pause|-100', pauseDays: String(days) }),
      ).toEqual({});
    }
    expect(validateNewsletterUnsubscribe({ email, newsletter: 'frequency|1', pauseDays: 'rubbish' })).toEqual(
      {},
    );
  });
});

describe('parsePauseDays', () => {
  it('reads numbers and numeric strings of the allowed durations', () => {
    expect(parsePauseDays(7)).toBe(7);
    expect(parsePauseDays('30')).toBe(30);
    expect(parsePauseDays('7.5')).toBeNull();
    expect(parsePauseDays(8)).toBeNull();
    expect(parsePauseDays(null)).toBeNull();
  });
});
