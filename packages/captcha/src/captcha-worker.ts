/**
 * The captcha's proof-of-work worker (ALTCHA's SHA worker), built as a file of the remote's own bundle
 * (this package is bundled into each remote, decision 0240): the page's CSP allows workers only from our
 * origin (`worker-src 'self'`), not the `blob:` workers the widget would create by itself.
 */
import 'altcha/workers/sha';
