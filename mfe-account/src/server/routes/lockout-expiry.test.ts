import { LOGIN_FAILURES } from '../domain/login';
import { ANNA, composerHeaders, cookieHeader, createTestApp, loginJson, registerJson, type TestEnv } from '../test-app';

// The lockout lives in the platform limiter's memory store (rate-limiter-flexible), which reads
// Date.now() and drops a key with a timer when its window ends: jest's fake clock drives both.
// Microtasks, nextTick and setImmediate stay real, so PGlite and Argon2 run as usual.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(() => env.db.close());
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

const WINDOW_MS = LOGIN_FAILURES.windowMs;
const v1 = (cookie: string) => env.app.request('/api/customer/v1', { headers: composerHeaders({ cookie }) });

describe('temporary lockout', () => {
  it('locks an address after repeated wrong passwords and lets the right one in again once the window has passed', async () => {
    expect(WINDOW_MS).toBe(15 * 60_000);
    const email = 'lockout@example.com';
    expect((await registerJson(env.app, { ...ANNA, email })).status).toBe(202);

    for (let i = 0; i < LOGIN_FAILURES.points - 1; i += 1) expect((await loginJson(env.app, email, `wrong-${i}-x`, { ip: `198.51.100.${i}` })).status).toBe(401);
    const locking = await loginJson(env.app, email, 'wrong-last', { ip: '198.51.100.50' });
    expect(locking.status).toBe(429);
    expect(locking.headers.get('retry-after')).toBe('900');

    // ten minutes on: still locked, even with the right password, and the wait counts down
    jest.advanceTimersByTime(10 * 60_000);
    const stillLocked = await loginJson(env.app, email, ANNA.password, { ip: '192.0.2.1' });
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.headers.get('retry-after')).toBe('300');
    expect((await stillLocked.json()).message).toBe('Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten noch einmal.');
    expect(stillLocked.headers.getSetCookie()).toEqual([]);

    // just before the end of the window: still locked
    jest.advanceTimersByTime(5 * 60_000 - 1_000);
    expect((await loginJson(env.app, email, ANNA.password, { ip: '192.0.2.1' })).status).toBe(429);

    // the window has passed: the right password works and opens the account
    jest.advanceTimersByTime(2_000);
    const ok = await loginJson(env.app, email, ANNA.password, { ip: '192.0.2.1' });
    expect(ok.status).toBe(200);
    expect((await v1(cookieHeader(ok))).status).toBe(200);
  });

  it('starts counting afresh after the lockout: one wrong password is an ordinary failure again', async () => {
    const email = 'afresh@example.com';
    expect((await registerJson(env.app, { ...ANNA, email })).status).toBe(202);
    for (let i = 0; i < LOGIN_FAILURES.points; i += 1) await loginJson(env.app, email, `wrong-${i}-x`);
    expect((await loginJson(env.app, email, ANNA.password)).status).toBe(429);
    jest.advanceTimersByTime(WINDOW_MS + 1_000);
    expect((await loginJson(env.app, email, 'wrong-again')).status).toBe(401);
    expect((await loginJson(env.app, email, ANNA.password)).status).toBe(200);
  });
});
