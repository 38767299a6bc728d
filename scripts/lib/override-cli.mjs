// `npm run override`: the tester override's command line (decision 0165). Parsing, the registry check
// and the text it prints live here (tested by override-cli.test.mjs); the token's format and signing
// are the composer's own (`edge-composer/src/override-token.ts`, jose HS256).

export const USAGE = `usage: npm run override -- <remote>@<version> [<remote>@<version> …] [--ttl 1h] [--url <shop origin>]
       npm run override -- --list [<remote>]     the versions the registry knows, by remote
       npm run override -- --clear [--url …]     how to end the override in a browser
  --ttl   how long it lasts: 90s, 30m, 1h (default), 2d … at most 7d
  --url   the shop origin the tester opens (default http://127.0.0.1:$PORT); the cookie belongs to that host`;

/**
 * The arguments of a call, or `{ error }` with what is wrong.
 * @param {string[]} argv
 * @param {{ parseSpec: (s: string) => { remote: string, version: string } | null, parseTtl: (s: string) => number | null }} parse
 */
export function parseArgs(argv, parse) {
  const specs = [];
  let ttl = 3600;
  let url;
  let mode = 'set';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--ttl' || arg === '--url') {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) return { error: `${arg} needs a value` };
      i += 1;
      if (arg === '--ttl') {
        const seconds = parse.parseTtl(value);
        if (seconds === null) return { error: `--ttl ${value}: use 90s, 30m, 1h or 2d, at most 7d` };
        ttl = seconds;
      } else {
        try {
          const parsed = new URL(value);
          if (!/^https?:$/.test(parsed.protocol)) throw new Error('not http(s)');
          url = parsed.origin;
        } catch {
          return { error: `--url ${value}: give the shop's origin, e.g. http://ch.localhost:3000` };
        }
      }
    } else if (arg === '--clear' || arg === '--list') mode = arg.slice(2);
    else if (arg === '--help' || arg === '-h') mode = 'help';
    else if (arg.startsWith('--')) return { error: `unknown option ${arg}` };
    else if (mode === 'list') specs.push({ remote: arg, version: '' });
    else {
      const spec = parse.parseSpec(arg);
      if (!spec)
        return {
          error: `${arg}: name a remote version as <remote>@<version>, e.g. mfe-catalog@0.1.0-ab12cd34`,
        };
      if (specs.some((s) => s.remote === spec.remote)) return { error: `${spec.remote} is named twice` };
      specs.push(spec);
    }
  }
  if (mode === 'set' && specs.length === 0) return { error: 'name at least one <remote>@<version>' };
  return { mode, specs, ttl, url };
}

/** Every version the registry knows by remote (live, canary and history of every tenant), newest first. */
export function knownVersions(registry) {
  const known = new Map();
  const add = (remote, version, note) => {
    if (!known.has(remote)) known.set(remote, new Map());
    const versions = known.get(remote);
    if (!versions.has(version)) versions.set(version, new Set());
    versions.get(version).add(note);
  };
  for (const [tenant, remotes] of Object.entries(registry?.tenants ?? {})) {
    for (const [remote, entry] of Object.entries(remotes)) {
      add(remote, entry.version, `live ${tenant}`);
      if (entry.canary) add(remote, entry.canary.version.version, `canary ${tenant}`);
      for (const old of entry.history ?? []) add(remote, old.version, `history ${tenant}`);
    }
  }
  return known;
}

/** The named versions the registry does not know, each with what it does know of that remote. */
export function unknownSpecs(registry, specs) {
  const known = knownVersions(registry);
  return specs
    .filter((s) => !known.get(s.remote)?.has(s.version))
    .map((s) => ({ ...s, known: [...(known.get(s.remote)?.keys() ?? [])] }));
}

/** The lines `--list` prints. */
export function listLines(registry, remotes = []) {
  const lines = [];
  for (const [remote, versions] of knownVersions(registry)) {
    if (remotes.length > 0 && !remotes.includes(remote)) continue;
    lines.push(remote);
    for (const [version, notes] of versions) lines.push(`  ${remote}@${version}  (${[...notes].join(', ')})`);
  }
  return lines;
}

/** What the command prints for a signed override. */
export function overrideLines({ origin, token, specs, expiresAt, secretSource }) {
  const names = specs.map((s) => `${s.remote}@${s.version}`).join(', ');
  const https = origin.startsWith('https:');
  return [
    `[override] ${names} until ${expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC (key: ${secretSource})`,
    '',
    "Open this link in the tester's browser and press its button (the link itself changes nothing):",
    `  ${origin}/_override?token=${token}`,
    '',
    `Or set the cookie by hand (devtools → Application → Cookies, HttpOnly${https ? ', Secure' : ''}, path /):`,
    `  ${https ? '__Host-' : ''}sf_override=${token}`,
    '',
    `Only this browser on ${new URL(origin).host} gets these versions. It ends by itself; to end it sooner,`,
    `open ${origin}/_override and press its button.`,
  ];
}
