import type { TenantId } from '@sf/contracts';
import { getTenantConfig } from './tenants-config';

/** The public origin of each shop (`http://de.localhost:3000`, `https://www.shop.ch`): where mailed links point. */
export type PublicOrigins = Readonly<Record<TenantId, string>>;

const TENANT_IDS: readonly TenantId[] = ['DE', 'AT', 'CH', 'NL'];

/**
 * The shops' public origins, for links built outside a page (mails): `SF_PUBLIC_ORIGINS` (JSON
 * `{ "DE": "https://www.shop.de", … }`) for the tenants it names, else the tenant's first configured
 * host over http with the composer's port (the local stack). Never anything from a request. Throws
 * on a value that is not a bare http(s) origin, so a deployment with a typo fails at its start.
 */
export function publicOrigins(
  env: Readonly<Record<string, string | undefined>>,
  composerPort: number,
): PublicOrigins {
  const raw = env['SF_PUBLIC_ORIGINS'];
  const given = raw ? (JSON.parse(raw) as Partial<Record<string, unknown>>) : {};
  const of = (t: TenantId): string => {
    const value = given[t];
    if (value === undefined) return `http://${getTenantConfig(t).hosts[0] ?? 'localhost'}:${composerPort}`;
    const text = typeof value === 'string' ? value : '';
    const url = URL.canParse(text) ? new URL(text) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/$/, ''))
      throw new Error(`SF_PUBLIC_ORIGINS: ${t} is not an http(s) origin`);
    return url.origin;
  };
  return Object.fromEntries(TENANT_IDS.map((t) => [t, of(t)])) as unknown as PublicOrigins;
}
