/**
 * The dashboard's release buttons (decision 0172): promote a canary, roll back, stop a canary — for
 * one remote and one tenant, through the registry's store of `@sf/registry` (the file or PostgreSQL:
 * the composers follow within 2 s). Parsing the form and carrying the action out; who may and the
 * audit are the route's (`routes.tsx`).
 */
import { isTenantId, type TenantId } from '@sf/contracts';
import {
  describeChange,
  promote,
  RegistryOperationError,
  rollback,
  rollbackRemote,
  servedServers,
  stopCanary,
  type RegistryStore,
  type RegistryUpdate,
} from '@sf/registry';
import type { AuditAction } from './audit';
import type { StackControl } from './stack-control';

/** The buttons, by the path segment of their form's action (`/_platform/release/<action>`). */
export const RELEASE_ACTIONS = {
  promote: { audit: 'promote', label: 'Promote' },
  rollback: { audit: 'rollback', label: 'Roll back' },
  'stop-canary': { audit: 'canary-stop', label: 'Stop canary' },
} as const satisfies Record<string, { audit: AuditAction; label: string }>;
export type ReleaseAction = keyof typeof RELEASE_ACTIONS;

/** One press of a button: what, which remote, which tenant; the canary version shown (stop). */
export interface ReleaseRequest {
  readonly action: ReleaseAction;
  readonly remote: string;
  readonly tenant: TenantId;
  /** The canary version the page showed: only that one is stopped, never a newer one. */
  readonly version?: string;
}

const REMOTE = /^[a-z0-9][a-z0-9-]{0,63}$/;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9.+_-]{0,127}$/;

export function isReleaseAction(value: string): value is ReleaseAction {
  return Object.hasOwn(RELEASE_ACTIONS, value);
}

/** The request of a posted form, or the reason it is not one. */
export function parseReleaseForm(
  action: string,
  form: Readonly<Record<string, string | undefined>>,
): ReleaseRequest | { readonly error: string } {
  if (!isReleaseAction(action)) return { error: `There is no release action "${action.slice(0, 32)}".` };
  const remote = form.remote ?? '';
  const tenant = form.tenant ?? '';
  if (!REMOTE.test(remote)) return { error: 'The form names no valid remote.' };
  if (!isTenantId(tenant)) return { error: 'The form names no valid tenant (DE, AT, CH, NL).' };
  if (action !== 'stop-canary') return { action, remote, tenant };
  const version = form.version ?? '';
  if (!VERSION.test(version)) return { error: 'The form names no valid canary version.' };
  return { action, remote, tenant, version };
}

/**
 * Carries the request out (one locked update of the store). A request the registry refuses (nothing to
 * roll back, no canary, the canary shown is not live any more) throws `RegistryOperationError`. With
 * the running stack's control, a rollback first has the servers it goes back to running and healthy
 * (started again when they stopped after their drain), as `npm run rollback` does; a server that does
 * not come up refuses the rollback and leaves the registry as it was.
 */
export async function runRelease(
  store: RegistryStore,
  request: ReleaseRequest,
  stack?: StackControl,
): Promise<RegistryUpdate> {
  const tenants = [request.tenant];
  if (request.action === 'promote') return promote(store, request.remote, tenants);
  if (request.action === 'rollback') return rollbackWithServers(store, request.remote, tenants, stack);
  const update = await stopCanary(store, request.remote, request.version!, tenants);
  if (update.changes.length === 0)
    throw new RegistryOperationError(
      `The canary ${request.version} of ${request.remote} (${request.tenant}) is not live any more: nothing was changed.`,
    );
  return update;
}

async function rollbackWithServers(
  store: RegistryStore,
  remote: string,
  tenants: readonly TenantId[],
  stack?: StackControl,
): Promise<RegistryUpdate> {
  if (!stack) return rollback(store, remote, tenants);
  const current = await store.read();
  if (!current) throw new RegistryOperationError(`${remote} is not deployed.`);
  const servers = [...servedServers(rollbackRemote(current, remote, tenants).registry, remote)];
  try {
    await stack.ensure(remote, servers);
  } catch (error) {
    throw new RegistryOperationError(
      `The rollback of ${remote} was refused: ${error instanceof Error ? error.message : String(error)}. The registry is unchanged.`,
    );
  }
  try {
    return await rollback(store, remote, tenants);
  } finally {
    for (const server of servers) await stack.release(remote, server).catch(() => undefined);
  }
}

/** What the audit log and the page say about a request and what it changed. */
export function describeRelease(request: ReleaseRequest, update?: RegistryUpdate): string {
  const what = `${request.remote} ${request.tenant}${request.version ? ` ${request.version}` : ''}`;
  return update ? update.changes.map(describeChange).join('; ') || what : what;
}
