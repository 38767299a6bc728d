/**
 * Federation container name of an app (`mfe-newsletter` → `mfe_newsletter`): container names
 * become JavaScript globals, so dashes are not allowed. Same rule as `federationName` of
 * @sf/contracts (kept local so the build preset loads without browser code).
 */
export function containerName(app: string): string {
  return app.replace(/-/g, '_');
}
