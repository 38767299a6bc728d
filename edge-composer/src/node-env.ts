/** Settings of the Node adapter read from the environment. */

const ON = new Set(['1', 'on', 'true', 'yes']);
const OFF = new Set(['0', 'off', 'false', 'no']);

/**
 * A switch setting: `on`/`1`/`true`/`yes` → true, `off`/`0`/`false`/`no` → false (any case), unset or
 * empty → undefined (the default applies); anything else stops the start with a message naming it.
 */
export function onOffSetting(name: string, value: string | undefined): boolean | undefined {
  const v = value?.trim().toLowerCase();
  if (!v) return undefined;
  if (ON.has(v)) return true;
  if (OFF.has(v)) return false;
  throw new Error(`${name} must be on or off (1/0, true/false), got ${JSON.stringify(value)}`);
}
