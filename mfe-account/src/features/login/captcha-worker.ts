/**
 * The login captcha's proof-of-work worker (ALTCHA's SHA worker), built as a file of our own bundle:
 * the page's CSP allows workers only from our origin (`worker-src 'self'`, decision 0060).
 */
import 'altcha/workers/sha';
