import { ratingVoter } from './rating-voter';

const from = (ip: string) => new Headers({ 'x-real-ip': ip });

describe('ratingVoter', () => {
  it('is the client address for a visitor, one key for a whole IPv6 /64', async () => {
    const a = await ratingVoter(from('198.51.100.20'), null);
    expect(a).toEqual({ key: expect.stringMatching(/^[0-9a-f]{64}$/), alsoRecords: [] });
    expect((await ratingVoter(from('198.51.100.21'), null)).key).not.toBe(a.key);
    const v6 = await ratingVoter(from('2001:db8:1:2::7'), null);
    expect((await ratingVoter(from('2001:0db8:0001:0002:ffff:1:2:3'), null)).key).toBe(v6.key);
    expect((await ratingVoter(from('2001:db8:1:3::7'), null)).key).not.toBe(v6.key);
  });

  it('is the customer for a logged-in customer, recording her address too', async () => {
    const visitor = await ratingVoter(from('198.51.100.20'), null);
    const customer = await ratingVoter(from('198.51.100.20'), 'c-42');
    expect(customer.key).not.toBe(visitor.key);
    expect(customer.alsoRecords).toEqual([visitor.key]);
    expect((await ratingVoter(from('203.0.113.9'), 'c-42')).key).toBe(customer.key);
  });
});
