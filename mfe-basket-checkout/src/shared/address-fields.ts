/** The fields of the checkout's address form, in the order of the form (server checks and browser form alike). */
export const ADDRESS_FIELDS = [
  'salutation',
  'firstname',
  'lastname',
  'street',
  'housenumber',
  'postalcode',
  'city',
  'email',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Longest value of each field (a postal label's line; the e-mail's standard limit). */
export const FIELD_MAX: Readonly<Record<AddressField, number>> = {
  salutation: 16,
  firstname: 60,
  lastname: 60,
  street: 80,
  housenumber: 10,
  postalcode: 7,
  city: 60,
  email: 254,
};
