/**
 * The shell's federation container exposes `./start`: the real shell start-up for a remote's
 * standalone harness (`loadRemote('shell/start')` → `startShell({ win, payload, runtime, singleSpa })`
 * with a boot payload naming only that remote), so a remote can be tried alone with the real
 * registration, props, session, toasts and fallbacks. It also gives the shell a `remoteEntry.js`,
 * which the deploy step and the registry (integrity, manifest) expect of every app.
 */
export { startShell, type ShellEnv, type SingleSpaApi } from '../client/start-shell';
export { readBootPayload } from '../client/boot-payload';
