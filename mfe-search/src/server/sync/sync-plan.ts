export { createFeedSyncPlan as createSyncPlan, SINCE_OVERLAP_MS } from '@sf/server-kit';
