/** The tester override's key of the composers run as deployed (a production start needs one, decision 0165). */
export const OVERRIDE_SECRET = 'suite-override-secret-of-at-least-32-characters';
