import type { BootPayload } from './boot';

/**
 * The spec's page data (section 3): what a page's scripts know about the page view. The server's
 * part is the boot payload the composer writes (`deploymentEnv`, `isMonitoring`); the page-view id
 * is the shell's (`GlycerinPageViewId`). The navigation and USP data are the chrome's: the shell's
 * header renders them from the content bucket, or its built-in navigation and no USP bar when the
 * bucket has none (decision 0211), so a script never needs them as data.
 */
export interface PageData {
  readonly pageviewId: string;
  /** The deployment the page comes from (`production`, `staging`, `development`, …). */
  readonly deploymentEnv: string;
  /** The page was asked for by a monitoring probe (uptime, synthetic checks; decision 0074). */
  readonly isMonitoring: boolean;
  /** The page's route id (`product`, `home`, …), `unknown` without the server's page data. */
  readonly pageType: string;
  /** False when the server's page data was missing and this is the fallback. */
  readonly fromServer: boolean;
}

/**
 * The spec's page-data fallback: used when the server's page data (the boot payload) is missing or
 * malformed. A production page of a person (never a monitor: its data would be dropped), with a
 * fresh page-view id.
 */
export function fallbackPageData(pageviewId: string): PageData {
  return {
    pageviewId,
    deploymentEnv: 'production',
    isMonitoring: false,
    pageType: 'unknown',
    fromServer: false,
  };
}

/** The page data of a page: from its boot payload, or {@link fallbackPageData} without one. */
export function pageDataOf(payload: BootPayload | null, pageviewId: string): PageData {
  if (!payload) return fallbackPageData(pageviewId);
  return {
    pageviewId,
    deploymentEnv: payload.deploymentEnv ?? 'production',
    isMonitoring: payload.isMonitoring === true,
    pageType: payload.route.id,
    fromServer: true,
  };
}
