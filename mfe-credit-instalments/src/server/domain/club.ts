import type { Db } from '@sf/data';

/**
 * The advantage club's advantages (decision 0186): free shipping on every order, whatever its value
 * (the spec's "free shipping from 75 EUR" is everyone's threshold), applied by the basket and checkout;
 * the club's other advantages (offers, the payment pause) are the Flexikonto's texts.
 */
export const CLUB_ADVANTAGES = { freeShipping: true } as const;

/** A customer's standing in the club: holds a Flexikonto (may join) and is a member. */
export interface ClubStanding {
  readonly holder: boolean;
  readonly member: boolean;
  /** Free shipping for this customer now (a member's advantage). */
  readonly freeShipping: boolean;
}

const standing = (holder: boolean, member: boolean): ClubStanding => ({
  holder,
  member: holder && member,
  freeShipping: holder && member && CLUB_ADVANTAGES.freeShipping,
});

/** The customer's standing (a customer without a Flexikonto is no holder and no member). */
export async function clubStanding(db: Db, customerId: string): Promise<ClubStanding> {
  const { rows } = await db.query<{ club_member: boolean }>(
    'SELECT club_member FROM credit_accounts WHERE customer_id = $1',
    [customerId],
  );
  return standing(rows[0] !== undefined, rows[0]?.club_member === true);
}

/** Joins (true) or leaves (false) the club; null for a customer without a Flexikonto. */
export async function setClubMembership(
  db: Db,
  customerId: string,
  member: boolean,
): Promise<ClubStanding | null> {
  const { rows } = await db.query<{ club_member: boolean }>(
    'UPDATE credit_accounts SET club_member = $2 WHERE customer_id = $1 RETURNING club_member',
    [customerId, member],
  );
  return rows[0] ? standing(true, rows[0].club_member) : null;
}
