import type { Customer } from '../domain/customers';
import { noticeOf } from './account-notice';
import { loginPageState } from './login-page-state';

const ANNA = {
  id: '00000000-0000-4000-8000-000000000001',
  customerNumber: '40000001',
  businessPartnerNo: '7001',
  email: 'anna.schmidt@example.com',
  firstName: 'Anna',
  lastName: 'Schmidt',
} as Customer;
const notice = (query: string) => noticeOf(new URLSearchParams(query));

describe('loginPageState', () => {
  it('gives a refused post’s field messages to its form, with the notice', () => {
    const state = loginPageState(
      { kind: 'anonymous' },
      notice('notice=register-invalid&errors=password:password.short,email:email.invalid'),
      '/p/kleid-100001',
    );
    expect(state).toMatchObject({
      page: 'login',
      view: 'anonymous',
      form: 'register',
      errors: { password: 'account.password.short', email: 'account.email.invalid' },
      notice: { message: 'account.errorSummary', kind: 'alert' },
      returnTo: '/p/kleid-100001',
      captcha: false,
    });
  });

  it('asks for the captcha when the login came back for it', () => {
    expect(loginPageState({ kind: 'anonymous' }, notice('notice=login-captcha'), null).captcha).toBe(true);
  });

  it('tells the soft-logged-in customer’s own address only, and the customer’s numbers', () => {
    expect(loginPageState({ kind: 'soft', customer: ANNA }, null, null)).toMatchObject({
      email: 'anna.schmidt@example.com',
      customer: null,
    });
    const customer = loginPageState({ kind: 'customer', customer: ANNA }, null, '/p/x');
    expect(customer).toMatchObject({
      email: null,
      returnTo: null,
      customer: {
        firstName: 'Anna',
        lastName: 'Schmidt',
        customerNumber: '40000001',
        businessPartnerNo: '7001',
      },
    });
    expect(JSON.stringify(customer)).not.toContain(ANNA.id);
  });

  it('leaves the reset form’s messages to the reset page', () => {
    const state = loginPageState(
      { kind: 'anonymous' },
      notice('notice=reset-invalid&errors=password:required'),
      null,
    );
    expect(state.form).toBeNull();
    expect(state.errors).toEqual({});
  });
});
