/** Runs `then` in an idle period (within `timeoutMs`), or a task later where the browser has no idle callbacks. */
export function whenIdle(win: Window, then: () => void, timeoutMs = 2000): void {
  const idle = (win as Window & { requestIdleCallback?: Window['requestIdleCallback'] }).requestIdleCallback;
  if (idle) idle.call(win, () => then(), { timeout: timeoutMs });
  else win.setTimeout(then, 0);
}
