import { validateContactForm, type ContactFormValues } from './contact';

const minimal: ContactFormValues = {
  firstname: 'Erika',
  lastname: 'Mustermann',
  email: 'erika@example.de',
  subject: 'productQuestion',
  message: 'Ist das Sofa auch in Grün erhältlich?',
};

const address: ContactFormValues = {
  street: 'Hauptstraße',
  housenumber: '12a',
  postalcode: '20097',
  city: 'Hamburg',
};

describe('validateContactForm', () => {
  it('accepts a minimal message', () => {
    expect(validateContactForm(minimal)).toEqual({});
  });

  it('uses the spec’s required messages', () => {
    expect(validateContactForm({}, { requireAddress: true, requireCustomerNumber: true })).toEqual({
      firstname: 'contact.firstname.required',
      lastname: 'contact.lastname.required',
      email: 'email.required',
      customernumber: 'contact.customerNumber.required',
      street: 'contact.street.required',
      housenumber: 'contact.pleaseSpecify',
      postalcode: 'contact.pleaseSpecify',
      city: 'contact.city.required',
      subject: 'required',
      message: 'contact.message.required',
    });
  });

  it('asks for address and customer number only when the subject needs them', () => {
    expect(validateContactForm(minimal, { requireAddress: true })).toMatchObject({
      street: 'contact.street.required',
    });
    expect(
      validateContactForm(
        { ...minimal, ...address, customernumber: '4711' },
        { requireAddress: true, requireCustomerNumber: true },
      ),
    ).toEqual({});
  });

  it('checks the formats', () => {
    expect(
      validateContactForm({
        ...minimal,
        ...address,
        firstname: 'Erika2',
        lastname: 'Muster#mann',
        email: 'erika@',
        customernumber: 'K-4711',
        postalcode: '2009A',
        street: 'Haupt<str>',
        city: 'Hamburg 1',
        birthday: '31.02.1980',
        salutation: 'diverse',
      }),
    ).toEqual({
      firstname: 'noSpecialCharactersOrNumbers',
      lastname: 'noSpecialCharactersOrNumbers',
      email: 'email.invalidPleaseEnter',
      customernumber: 'digitsOnly',
      postalcode: 'digitsOnly',
      street: 'noSpecialCharacters',
      city: 'noSpecialCharactersOrNumbers',
      birthday: 'date.invalid',
      salutation: 'salutation.invalid',
    });
  });

  it('refuses a birthday in the future', () => {
    expect(validateContactForm({ ...minimal, birthday: '01.01.2999' })).toEqual({ birthday: 'date.invalid' });
    expect(validateContactForm({ ...minimal, birthday: '24.12.1980' })).toEqual({});
  });

  it('checks Dutch postcodes on NL', () => {
    expect(validateContactForm({ ...minimal, postalcode: '3511 ED' }, { country: 'NL' })).toEqual({});
    expect(validateContactForm({ ...minimal, postalcode: '3511 ED' })).toEqual({ postalcode: 'digitsOnly' });
    expect(validateContactForm({ ...minimal, postalcode: '35' }, { country: 'NL' })).toEqual({
      postalcode: 'postalCode.invalid',
    });
  });

  it('refuses a subject outside the given list', () => {
    expect(validateContactForm(minimal, { subjects: ['productQuestion', 'shipping'] })).toEqual({});
    expect(validateContactForm({ ...minimal, subject: 'hack' }, { subjects: ['productQuestion'] })).toEqual({
      subject: 'contact.subject.invalid',
    });
  });
});
