/**
 * Event bus contract: namespaced names, payloads a discriminated union with a `v` field.
 * Transport: `window` CustomEvent (name = event type) and a BroadcastChannel for other tabs.
 */

export interface ToastInput {
  /** Stable key; adding a toast with a key that exists replaces it. */
  readonly key: string;
  readonly message: string;
  readonly severity: 'info' | 'success' | 'warning' | 'error';
  /** Whether the toast offers a close button (toasts without one are evicted first). */
  readonly closable?: boolean;
  /** Auto-hide after this many ms; omitted = stays until closed or evicted. */
  readonly autoHideMs?: number;
}

export type BusEvent =
  | {
      readonly type: 'session:changed';
      readonly v: 1;
      readonly reason: 'login' | 'logout' | 'refresh' | 'external';
    }
  | { readonly type: 'toast:add'; readonly v: 1; readonly toast: ToastInput }
  | { readonly type: 'toast:remove'; readonly v: 1; readonly key: string }
  | { readonly type: 'toast:clear'; readonly v: 1 }
  | { readonly type: 'basket:changed'; readonly v: 1; readonly count: number }
  | {
      readonly type: 'wishlist:changed';
      readonly v: 1;
      readonly count: number;
      readonly skus: readonly string[];
    }
  | { readonly type: 'route:changed'; readonly v: 1; readonly path: string; readonly pageViewId: string }
  | {
      readonly type: 'consent:changed';
      readonly v: 1;
      readonly groups: Readonly<Record<ConsentGroup, boolean>>;
    }
  | { readonly type: 'login:requested'; readonly v: 1; readonly returnTo: string };

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;

/** Consent groups C0001–C0006 (C0001 strictly necessary, C0004 marketing). */
export const CONSENT_GROUPS = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005', 'C0006'] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];

export const BUS_EVENT_TYPES: readonly BusEventType[] = [
  'session:changed',
  'toast:add',
  'toast:remove',
  'toast:clear',
  'basket:changed',
  'wishlist:changed',
  'route:changed',
  'consent:changed',
  'login:requested',
];

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isStr = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function isToastInput(t: unknown): t is ToastInput {
  return (
    isObj(t) &&
    isStr(t.key) &&
    isStr(t.message) &&
    (t.severity === 'info' ||
      t.severity === 'success' ||
      t.severity === 'warning' ||
      t.severity === 'error') &&
    (t.closable === undefined || typeof t.closable === 'boolean') &&
    (t.autoHideMs === undefined || (typeof t.autoHideMs === 'number' && t.autoHideMs > 0))
  );
}

/**
 * Runtime guard for events arriving from another bundle or tab. Unknown types, wrong
 * versions and malformed payloads are rejected (the bus drops them with a warning).
 */
export function isBusEvent(value: unknown): value is BusEvent {
  if (!isObj(value) || value.v !== 1 || !isStr(value.type)) return false;
  switch (value.type) {
    case 'session:changed':
      return (
        value.reason === 'login' ||
        value.reason === 'logout' ||
        value.reason === 'refresh' ||
        value.reason === 'external'
      );
    case 'toast:add':
      return isToastInput(value.toast);
    case 'toast:remove':
      return isStr(value.key);
    case 'toast:clear':
      return true;
    case 'basket:changed':
      return isCount(value.count);
    case 'wishlist:changed':
      return (
        isCount(value.count) &&
        Array.isArray(value.skus) &&
        value.skus.length <= 1000 &&
        value.skus.every(isStr)
      );
    case 'route:changed':
      return isStr(value.path) && value.path.startsWith('/') && isStr(value.pageViewId);
    case 'consent:changed':
      return (
        isObj(value.groups) &&
        CONSENT_GROUPS.every((g) => typeof (value.groups as Record<string, unknown>)[g] === 'boolean')
      );
    case 'login:requested':
      return isStr(value.returnTo) && value.returnTo.startsWith('/');
    default:
      return false;
  }
}
