import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@sf/validation';

/** Password length bounds (at least 8, at most 128; decision 0101): the shared rule's. */
export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = PASSWORD_MAX_LENGTH;
