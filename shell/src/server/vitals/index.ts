export { vitalsRoutes, MAX_VITALS_BODY_BYTES, type VitalsRoutesOptions } from './vitals-routes';
export { PLATFORM_MIGRATIONS } from './vitals-migrations';
export {
  storeVitals,
  pruneVitals,
  summarizeVitals,
  DEFAULT_VITALS_RETENTION,
  type VitalsRetention,
  type VitalSummary,
} from './vitals-store';
export {
  parseVitalBeacon,
  rateVital,
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  type VitalReport,
  type VitalName,
  type VitalRating,
} from './vitals-schema';
