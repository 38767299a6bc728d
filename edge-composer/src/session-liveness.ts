import type { VerifiedSession } from '@sf/server-kit';
import { LRUCache } from 'lru-cache';
import type { FetchLike } from './types';

/** Where the account server answers whether a session is live (`<server>/internal/sessions/<sid>`). */
export const LIVENESS_PATH = '/internal/sessions/';
/** How long a live answer is believed without asking again, ms: the staleness bound of a revocation made elsewhere. */
export const LIVE_TTL_MS = 5_000;
/** How long a failed question (account server down, slow, odd answer) leaves the session anonymous before asking again, ms. */
export const FAILURE_TTL_MS = 1_000;
/** Time the account server has to answer, ms. */
export const LIVENESS_TIMEOUT_MS = 1_500;

/** What the account server said of a session: live (with its customer and current type) or not. */
type Answer =
  | { readonly live: true; readonly customerId: string | null; readonly type: 0 | 1 | 2 }
  | { readonly live: false };

/** Options of {@link createSessionLiveness} (tests shorten the times and set the clock). */
export interface SessionLivenessOptions {
  readonly liveTtlMs?: number;
  readonly failureTtlMs?: number;
  readonly timeoutMs?: number;
  /** Most sessions remembered (least recently used go first). */
  readonly max?: number;
  readonly now?: () => number;
}

/** The composer's view of which verified sessions are still live (decision 0105). */
export interface SessionLiveness {
  /**
   * The session as the composer may vouch for it: null when the account server says it ended
   * (logout, a newer login, a password reset), belongs to another customer, or cannot be asked;
   * else the token's session with the lower of the token's and the session's current type.
   */
  check(accountServer: string, session: VerifiedSession): Promise<VerifiedSession | null>;
  /** Forgets what is known of a session: the next request asks again (after a change of it went through this composer). */
  forget(sid: string): void;
}

/**
 * Asks the account server whether a session is live before the composer vouches for it, and
 * remembers the answer briefly in memory: a live one for {@link LIVE_TTL_MS} (so a logout through
 * another composer takes effect here within that bound), an ended one until its token expires (an
 * ended session never comes back), a failure for {@link FAILURE_TTL_MS} (fail closed: anonymous).
 * Concurrent questions about one session share one call. `forget` drops an answer at once, and an
 * answer that was under way when `forget` came is not kept.
 */
export function createSessionLiveness(fetch: FetchLike, opts: SessionLivenessOptions = {}): SessionLiveness {
  const liveTtl = opts.liveTtlMs ?? LIVE_TTL_MS;
  const failureTtl = opts.failureTtlMs ?? FAILURE_TTL_MS;
  const timeoutMs = opts.timeoutMs ?? LIVENESS_TIMEOUT_MS;
  const now = opts.now ?? Date.now;
  const answers = new LRUCache<string, Answer>({ max: opts.max ?? 50_000, ttlResolution: 0, perf: { now } });
  const pending = new Map<string, Promise<Answer>>();
  // every forget moves the epoch on: an answer asked for before it is used once, never kept
  let epoch = 0;

  const ask = async (accountServer: string, session: VerifiedSession): Promise<Answer> => {
    const started = epoch;
    let answer: Answer = { live: false };
    let ttl = failureTtl;
    try {
      const url = `${accountServer.replace(/\/+$/, '')}${LIVENESS_PATH}${encodeURIComponent(session.sid)}`;
      const res = await fetch(url, {
        method: 'GET',
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = res.ok ? ((await res.json()) as Record<string, unknown> | null) : null;
      if (
        body?.live === true &&
        (body.type === 0 || body.type === 1 || body.type === 2) &&
        (body.customerId === null || typeof body.customerId === 'string')
      ) {
        answer = { live: true, customerId: body.customerId, type: body.type };
        ttl = liveTtl;
      } else if (body?.live === false) {
        // ended for good: remembered while its token could still be presented
        ttl = Math.max(liveTtl, Math.min(3_600_000, session.exp * 1000 - now() + 30_000));
      }
    } catch {
      // unreachable or too slow: anonymous for now, asked again after the failure TTL
    }
    if (started === epoch) answers.set(session.sid, answer, { ttl });
    return answer;
  };

  return {
    async check(accountServer, session) {
      let answer = answers.get(session.sid);
      if (!answer) {
        let call = pending.get(session.sid);
        if (!call) {
          const own: Promise<Answer> = ask(accountServer, session).finally(() => {
            if (pending.get(session.sid) === own) pending.delete(session.sid);
          });
          pending.set(session.sid, (call = own));
        }
        answer = await call;
      }
      if (!answer.live || answer.customerId !== session.customerId) return null;
      return answer.type < session.type ? { ...session, type: answer.type } : session;
    },
    forget(sid) {
      epoch += 1;
      answers.delete(sid);
      pending.delete(sid);
    },
  };
}
