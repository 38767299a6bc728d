import {
  BASKET_CHANGE_NOTICES,
  VOUCHER_REFUSALS,
  type BasketNotice,
  type VoucherRefusalKind,
} from '../../shared/state';

const KINDS: ReadonlySet<string> = new Set([...BASKET_CHANGE_NOTICES, 'failed']);

/** Reads `?notice=` (and `min=`) of the basket page's query; anything else is no notice. */
export function noticeOf(query: URLSearchParams): BasketNotice | null {
  const value = query.get('notice') ?? '';
  if (KINDS.has(value)) return { kind: value as 'updated' };
  const reason = value.startsWith('voucher-') ? value.slice('voucher-'.length) : null;
  if (!reason || !(VOUCHER_REFUSALS as readonly string[]).includes(reason)) return null;
  const min = Number(query.get('min'));
  return {
    kind: 'voucher-refused',
    reason: reason as VoucherRefusalKind,
    minimumCents: Number.isSafeInteger(min) && min >= 0 ? min : 0,
  };
}
