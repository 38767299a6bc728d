// `node scripts/secrets.mjs`: prints a fresh set of the secrets production needs, one `NAME=value` line
// each (shell-quoted), for the deployment's secret store. Nothing is written.
import { freshSecret, STACK_SECRETS } from './lib/local-secrets.mjs';

for (const s of STACK_SECRETS) {
  console.log(`# ${s.servers.join(', ')}${s.shared ? ' (the same value for each)' : ''}`);
  console.log(`${s.name}='${freshSecret(s.kind)}'`);
}
