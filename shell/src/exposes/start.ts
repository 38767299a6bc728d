/**
 * The shell's federation container exposes `./start`: the shell start-up (`startShell({ win, payload,
 * runtime, singleSpa })`) for a host that wants the real registration, props, session, toasts and
 * fallbacks around one remote. The standalone harness does not use it today (it starts the remote
 * with a context of its own, `packages/remote-harness/src/client`). It also gives the shell a
 * `remoteEntry.js`, which the deploy step and the registry (integrity, manifest) expect of every app.
 */
export { startShell, type ShellEnv, type SingleSpaApi } from '../client/start-shell';
export { readBootPayload } from '../client/boot-payload';
