/**
 * The 14 contact subjects of spec section 3, in the order the select shows them, with the fields
 * each asks for. The answer texts are messages `contact.subject.<id>.answer`.
 */
export const SUBJECTS = [
  { id: 'articleComplaint', customerNumber: true, address: false },
  { id: 'changeEmail', customerNumber: true, address: false },
  { id: 'changeData', customerNumber: true, address: true },
  { id: 'customerAccount', customerNumber: true, address: false },
  { id: 'returnsStatus', customerNumber: true, address: false },
  { id: 'productQuestion', customerNumber: false, address: false },
  { id: 'shipping', customerNumber: false, address: false },
  { id: 'website', customerNumber: false, address: false },
  { id: 'complaint', customerNumber: false, address: false },
  { id: 'removeData', customerNumber: false, address: true },
  { id: 'bonusProgramme', customerNumber: true, address: false },
  { id: 'newsletter', customerNumber: false, address: false },
  { id: 'reportBarrier', customerNumber: false, address: false },
  { id: 'otherQuestion', customerNumber: false, address: false },
] as const;

/** Id of a contact subject. */
export type SubjectId = (typeof SUBJECTS)[number]['id'];

/** Every subject id. */
export const SUBJECT_IDS: readonly SubjectId[] = SUBJECTS.map((s) => s.id);

/** The subject with this id, or undefined. */
export function subjectOf(id: unknown): (typeof SUBJECTS)[number] | undefined {
  return SUBJECTS.find((s) => s.id === id);
}
