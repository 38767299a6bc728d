/** Process settings as the domain servers read them. */
export type Env = Readonly<Record<string, string | undefined>>;

/** A comma-separated setting as a trimmed list without empty entries. */
export function envList(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A numeric setting or `fallback` when unset or empty; anything else that is not a finite number throws. */
export function envNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}
