import { personalDataErrors } from './personal-data-rules';

const values = {
  salutation: 'male',
  firstName: 'Jonas',
  lastName: 'Neumann',
  birthDate: '',
  phone: '',
  email: 'jonas@example.com',
};
const today = new Date('2026-11-27T12:00:00Z');

describe('personalDataErrors (the shared rules, the account’s message ids)', () => {
  it('lets a customer without a birth date leave it empty, not one who gave it', () => {
    expect(personalDataErrors(values, { birthDateRequired: false, today })).toEqual({});
    expect(personalDataErrors(values, { birthDateRequired: true, today })).toEqual({
      birthDate: 'account.required',
    });
  });

  it('names each field’s problem with the texts the server answers with', () => {
    expect(
      personalDataErrors(
        { ...values, firstName: ' ', email: 'nope', birthDate: '1899-12-31', salutation: '' },
        { birthDateRequired: false, today },
      ),
    ).toEqual({
      salutation: 'account.required',
      firstName: 'account.required',
      email: 'account.email.invalid',
      birthDate: 'area.birthDate.invalid',
    });
    expect(
      personalDataErrors({ ...values, birthDate: '2026-12-01' }, { birthDateRequired: false, today }),
    ).toEqual({
      birthDate: 'area.birthDate.invalid',
    });
    expect(
      personalDataErrors({ ...values, birthDate: '1990-02-30' }, { birthDateRequired: true, today }),
    ).toEqual({
      birthDate: 'area.birthDate.invalid',
    });
  });
});
