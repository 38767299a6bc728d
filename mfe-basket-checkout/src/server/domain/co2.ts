import type { Db } from '@sf/data';

/** The CO2 compensation's price rule (decision 0039): 1 % of the goods, at least 0.50, at most 5.00 of the shop's currency. */
export const CO2_RULE = { percent: 1, minimumCents: 50, maximumCents: 500 } as const;

/** The CO2 compensation for goods worth `subtotalCents`, in cents (0 for an empty basket). */
export function co2Cents(subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  const share = Math.round((subtotalCents * CO2_RULE.percent) / 100);
  return Math.min(CO2_RULE.maximumCents, Math.max(CO2_RULE.minimumCents, share));
}

/** Whether the visitor chose CO2 compensation for the delivery. */
export async function co2Chosen(db: Db, visitorId: string | null): Promise<boolean> {
  if (!visitorId) return false;
  const { rows } = await db.query<{ co2_compensation: boolean }>(
    'SELECT co2_compensation FROM visitors WHERE id = $1',
    [visitorId],
  );
  return rows[0]?.co2_compensation ?? false;
}

/** Sets the visitor's choice; false when there is no such visitor (no basket yet: nothing to compensate). */
export async function setCo2Chosen(db: Db, visitorId: string | null, chosen: boolean): Promise<boolean> {
  if (!visitorId) return false;
  const { affectedRows } = await db.query(
    'UPDATE visitors SET co2_compensation = $2, updated_at = now() WHERE id = $1',
    [visitorId, chosen],
  );
  return affectedRows > 0;
}
