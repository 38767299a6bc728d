import { seedDemoCustomers } from '../domain/demo-customers';
import { TEST_HASH_OPTIONS } from '@sf/server-kit';
import { composerHeaders, createTestApp, type TestEnv } from '../test-app';

// Lukas Huber, the AT demo customer: the second to be written, so customer number 40000002
let env: TestEnv;
beforeAll(async () => {
  env = await createTestApp({ numberLoginTenants: ['AT'] });
  await seedDemoCustomers(env.db, TEST_HASH_OPTIONS);
});
afterAll(() => env.db.close());

const login = (body: object, tenant = 'AT', ip = '203.0.113.7') =>
  env.app.request('/api/customer/login/customer-number', {
    method: 'POST',
    headers: {
      ...composerHeaders({ tenant, locale: tenant === 'CH' ? 'fr-CH' : 'de-DE', ip }),
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });

describe('POST /api/customer/login/customer-number', () => {
  it('opens a soft-logged-in session for the right number and birth date in a shop that offers it', async () => {
    const res = await login({ customerNumber: '40000002', birthDate: '02.11.1979' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      loggedIn: true,
      softLoggedIn: true,
      customer: { customerNumber: '40000002', lastName: 'Huber' },
    });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('ecToken='))).toBe(true);
  });

  it('is not offered where the shop does not enable it, whatever is sent', async () => {
    const res = await login({ customerNumber: '40000001', birthDate: '1984-03-12' }, 'DE');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      code: 'ACCOUNT-404',
      message: 'Die Anmeldung mit Kundennummer ist in diesem Shop nicht möglich.',
    });
  });

  it('refuses another shop’s customer and wrong dates alike, and locks the number after five misses', async () => {
    expect((await login({ customerNumber: '40000001', birthDate: '1984-03-12' })).status).toBe(401);
    const wrong = await login({ customerNumber: '40000004', birthDate: '01.01.1990' });
    expect(await wrong.json()).toEqual({
      code: 'ACCOUNT-401',
      message: 'Die Kundennummer oder das Geburtsdatum ist nicht korrekt.',
    });
    for (let i = 0; i < 4; i += 1)
      await login({ customerNumber: '40000004', birthDate: '01.01.1990' }, 'AT', `198.51.100.${i}`);
    const locked = await login(
      { customerNumber: '40000004', birthDate: '01.01.1990' },
      'AT',
      '198.51.100.99',
    );
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers missing and malformed fields with their messages, storing nothing', async () => {
    const res = await login({ customerNumber: 'abc' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'ACCOUNT-400',
      errors: {
        customerNumber: 'Bitte geben Sie Ihre 8-stellige Kundennummer an.',
        birthDate: 'Das ist ein Pflichtfeld.',
      },
    });
  });
});
