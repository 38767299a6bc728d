import { noticeOf } from './basket-notice';

const q = (query: string) => noticeOf(new URLSearchParams(query));

describe('the basket page’s notice', () => {
  it('reads a change, a failure and a voucher refusal with its minimum', () => {
    expect(q('notice=updated')).toEqual({ kind: 'updated' });
    expect(q('notice=co2-removed')).toEqual({ kind: 'co2-removed' });
    expect(q('notice=failed')).toEqual({ kind: 'failed' });
    expect(q('notice=voucher-minimum&min=5000')).toEqual({
      kind: 'voucher-refused',
      reason: 'minimum',
      minimumCents: 5000,
    });
  });

  it('ignores anything else: no notice, an unknown reason, a minimum that is no amount', () => {
    expect(q('')).toBeNull();
    expect(q('notice=<script>')).toBeNull();
    expect(q('notice=voucher-stolen')).toBeNull();
    expect(q('notice=voucher-invalid&min=-3')).toEqual({
      kind: 'voucher-refused',
      reason: 'invalid',
      minimumCents: 0,
    });
  });
});
