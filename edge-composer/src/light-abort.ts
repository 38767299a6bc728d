import type { AbortLike } from './types';

/**
 * A one-shot cancellation for a fragment fetch. Node's `AbortController` costs several
 * microseconds to make (its signal is made transferable); a page makes three or more and almost
 * never aborts, so the composer hands fetches this instead. It has the part of `AbortSignal` that
 * undici and {@link toAbortSignal} use.
 */
export class LightAbort implements AbortLike {
  aborted = false;
  reason: unknown = undefined;
  private listeners: (() => void)[] = [];

  addEventListener(_type: 'abort', listener: () => void): void {
    if (this.aborted) listener();
    else this.listeners.push(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    this.listeners = this.listeners.filter((l) => l !== listener);
  }

  /** Aborts once: listeners run in the order they were added. */
  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const listeners = this.listeners;
    this.listeners = [];
    for (const listener of listeners) listener();
  }
}

/** A real `AbortSignal` following an {@link AbortLike} (for `fetch`, which wants the real thing). */
export function toAbortSignal(signal: AbortLike): AbortSignal {
  const controller = new AbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason));
  return controller.signal;
}
