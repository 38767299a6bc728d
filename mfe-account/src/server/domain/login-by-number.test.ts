import { parseBirthDate, parseNumberLogin, numberLoginEnabled } from './login-by-number';

describe('the customer-number tab (decision 0080)', () => {
  it('is off by default and on where the operator enables a tenant', () => {
    expect(numberLoginEnabled('DE')).toBe(false);
    expect(numberLoginEnabled('AT', ['AT'])).toBe(true);
    expect(numberLoginEnabled('DE', ['AT'])).toBe(false);
  });

  it('reads birth dates as a date field or by hand sends them, and only real past dates', () => {
    expect(parseBirthDate('1979-11-02')).toBe('1979-11-02');
    expect(parseBirthDate('2.11.1979')).toBe('1979-11-02');
    expect(parseBirthDate('31.02.1980')).toBeNull();
    expect(parseBirthDate('1899-12-31')).toBeNull();
    expect(parseBirthDate('01.01.2999')).toBeNull();
    expect(parseBirthDate('gestern')).toBeNull();
  });

  it('asks for both fields with their messages', () => {
    expect(parseNumberLogin({})).toEqual({
      errors: { customerNumber: 'account.required', birthDate: 'account.required' },
    });
    expect(parseNumberLogin({ customerNumber: '123', birthDate: '1.1.1' })).toEqual({
      errors: { customerNumber: 'account.customerNumber.invalid', birthDate: 'account.birthDate.invalid' },
    });
    expect(parseNumberLogin({ customerNumber: '4000 0002', birthDate: '02.11.1979' })).toEqual({
      customerNumber: '40000002',
      birthDate: '1979-11-02',
    });
  });
});
