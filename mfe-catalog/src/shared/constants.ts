/** The remote's federation and slot name. */
export const REMOTE_NAME = 'mfe-catalog';
