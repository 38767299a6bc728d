import type { Db } from '@sf/data';

/** Every action the platform records (decision 0150). */
export const AUDIT_ACTIONS = [
  'login',
  'logout',
  'view',
  'promote',
  'rollback',
  'canary-stop',
  'user-add',
  'user-disable',
  'user-enable',
  'user-password',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** The acting user, or the name tried at a refused login (cut to 64 characters); null when none was given. */
  readonly actor: string | null;
  readonly action: AuditAction;
  readonly outcome: 'ok' | 'refused';
  /** What was acted on (`/_platform/vitals`, `mfe-catalog DE 1.2.0-…`), at most 256 characters. */
  readonly detail?: string;
  /** The client address the composer determined. */
  readonly address?: string | null;
}

export interface AuditRecord extends Required<Omit<AuditEntry, 'address'>> {
  readonly id: number;
  readonly at: Date;
  readonly address: string | null;
}

/** Keeps the log printable: control characters (a forged line break) become U+FFFD. */
function clean(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '\ufffd').slice(0, max);
}

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.query(
    'INSERT INTO platform_audit (actor, action, outcome, detail, address) VALUES ($1, $2, $3, $4, $5)',
    [
      entry.actor === null ? null : clean(entry.actor, 64),
      entry.action,
      entry.outcome,
      clean(entry.detail ?? '', 256),
      entry.address ? clean(entry.address, 64) : null,
    ],
  );
}

/** The newest entries first. */
export async function listAudit(db: Db, limit = 200): Promise<AuditRecord[]> {
  const { rows } = await db.query<{
    id: number;
    at: Date | string;
    actor: string | null;
    action: AuditAction;
    outcome: 'ok' | 'refused';
    detail: string;
    address: string | null;
  }>('SELECT id, at, actor, action, outcome, detail, address FROM platform_audit ORDER BY id DESC LIMIT $1', [
    limit,
  ]);
  return rows.map((r) => ({ ...r, at: new Date(r.at) }));
}
