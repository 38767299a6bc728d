/** A platform password: at least 12 characters (the team's accounts can roll back the shop), at most 128. */
export const PLATFORM_PASSWORD_MIN = 12;
export const PLATFORM_PASSWORD_MAX = 128;

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const length = [...password.normalize('NFC')].length;
  if (length < PLATFORM_PASSWORD_MIN)
    return `The password needs at least ${PLATFORM_PASSWORD_MIN} characters.`;
  if (length > PLATFORM_PASSWORD_MAX)
    return `The password may have at most ${PLATFORM_PASSWORD_MAX} characters.`;
  return null;
}
