import type { EventBus, SessionApi, SessionFlags } from '@sf/contracts';
import { SESSION_REFRESH_MARGIN_S } from './constants';
import { authState, type LoginState } from './login-state';
import { needsRefresh, parseToken, type SessionToken } from './token';

/** What `load` returns: the raw token and the login state, as the account API or cookies give them. */
export interface LoadedSession {
  readonly token: string | null;
  readonly loginState: LoginState | null;
  /**
   * The account domain's word on the session when the token is out of the script's reach (HttpOnly,
   * decision 0064): its expiry and type from `GET /api/customer/session`; null = no session. When
   * present it decides the flags and the refresh time; `token` stays null.
   */
  readonly verified?: { readonly exp: number; readonly type: number } | null;
}

/** A token the script cannot read, known by its expiry and type only (`raw` empty: nothing to send). */
function opaqueToken(v: { readonly exp: number; readonly type: number }): SessionToken {
  return { raw: '', exp: v.exp, type: v.type };
}

/** A snapshot of the session the manager holds. */
export interface SessionSnapshot {
  readonly token: SessionToken | null;
  readonly loginState: LoginState | null;
  readonly flags: SessionFlags;
}

/** Options of {@link createSessionManager}. */
export interface SessionManagerOptions {
  /** Loads (and, near expiry, refreshes) the session. Called at start, before expiry and on `session:changed`. */
  readonly load: () => Promise<LoadedSession>;
  readonly bus: EventBus;
  /** Current time in milliseconds. Default `Date.now`. */
  readonly now?: () => number;
  /** Runs `fn` after `ms`; returns a cancel function. Default `setTimeout`. */
  readonly schedule?: (fn: () => void, ms: number) => () => void;
}

/** The session in the shell: the contract's {@link SessionApi} plus change listeners and lifecycle. */
export interface SessionManager extends SessionApi {
  /** Settles after the first load (successful or not). */
  readonly ready: Promise<void>;
  snapshot(): SessionSnapshot;
  /** Called after every load that changed the token or the flags. Returns an unsubscribe. */
  subscribe(listener: (snapshot: SessionSnapshot) => void): () => void;
  /** Loads now; concurrent calls share one load. */
  reload(): Promise<void>;
  /** Cancels the refresh timer and stops listening to the bus. */
  stop(): void;
}

/** Wait before trying again when a refresh failed or brought no fresher token (no tight loop). */
export const REFRESH_RETRY_MS = 60_000;

const defaultSchedule = (fn: () => void, ms: number): (() => void) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

const ANONYMOUS: SessionSnapshot = {
  token: null,
  loginState: null,
  flags: { loggedIn: false, softLoggedIn: false },
};

/**
 * The shell's session (spec section 4): loaded at start, refreshed when the token is within 30
 * minutes of expiry, reloaded on `session:changed` from other bundles or tabs. After a timed
 * refresh that brought a new token it emits `session:changed` (`reason: 'refresh'`) and ignores
 * that echo itself.
 * @example const session = createSessionManager({ load: loadFromAccountApi, bus: getEventBus() });
 */
export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const { load, bus } = options;
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? defaultSchedule;
  const listeners = new Set<(snapshot: SessionSnapshot) => void>();
  let state = ANONYMOUS;
  let stopped = false;
  let emitting = false;
  let cancelTimer: (() => void) | null = null;
  let inFlight: Promise<void> | null = null;
  let queued = false;

  const setState = (next: SessionSnapshot): void => {
    const changed =
      next.token?.raw !== state.token?.raw ||
      next.token?.exp !== state.token?.exp ||
      next.flags.loggedIn !== state.flags.loggedIn ||
      next.flags.softLoggedIn !== state.flags.softLoggedIn ||
      JSON.stringify(next.loginState) !== JSON.stringify(state.loginState);
    state = next;
    if (!changed) return;
    for (const listener of [...listeners]) {
      try {
        listener(state);
      } catch (error) {
        console.error('[session] a listener threw', error);
      }
    }
  };

  const planRefresh = (afterRefresh: boolean): void => {
    cancelTimer?.();
    cancelTimer = null;
    const token = state.token;
    if (stopped || !token) return;
    const nowMs = now();
    const dueInMs = (token.exp - SESSION_REFRESH_MARGIN_S) * 1000 - nowMs;
    const delay =
      afterRefresh && needsRefresh(token, nowMs / 1000) ? REFRESH_RETRY_MS : Math.max(0, Math.ceil(dueInMs));
    cancelTimer = schedule(() => {
      cancelTimer = null;
      void run('refresh');
    }, delay);
  };

  const loadOnce = async (cause: 'start' | 'refresh' | 'event'): Promise<void> => {
    const before = `${state.token?.raw ?? ''}|${state.token?.exp ?? ''}`;
    try {
      const loaded = await load();
      if (stopped) return;
      if (loaded.verified !== undefined) {
        // the server's word: the login-state cookie is a hint for the first paint only
        const token = loaded.verified ? opaqueToken(loaded.verified) : null;
        setState({
          token,
          loginState: loaded.loginState,
          flags: { loggedIn: (token?.type ?? 0) !== 0, softLoggedIn: token?.type === 1 },
        });
      } else {
        const token = parseToken(loaded.token);
        setState({ token, loginState: loaded.loginState, flags: authState(token, loaded.loginState) });
      }
    } catch (error) {
      if (stopped) return;
      console.error('[session] loading the session failed', error);
      planRefresh(true);
      return;
    }
    planRefresh(cause === 'refresh');
    if (cause === 'refresh' && `${state.token?.raw ?? ''}|${state.token?.exp ?? ''}` !== before) {
      emitting = true;
      try {
        bus.emit({ type: 'session:changed', v: 1, reason: 'refresh' });
      } finally {
        emitting = false;
      }
    }
  };

  const run = (cause: 'start' | 'refresh' | 'event'): Promise<void> => {
    if (inFlight) {
      queued = true;
      return inFlight;
    }
    inFlight = (async () => {
      try {
        await loadOnce(cause);
        while (queued && !stopped) {
          queued = false;
          await loadOnce('event');
        }
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  };

  const offBus = bus.on('session:changed', () => {
    if (emitting || stopped) return;
    void run('event');
  });

  const ready = run('start');

  return {
    ready,
    flags: () => state.flags,
    token: () => state.token?.raw || null,
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reload: () => run('event'),
    stop() {
      stopped = true;
      cancelTimer?.();
      cancelTimer = null;
      offBus();
      listeners.clear();
    },
  };
}
