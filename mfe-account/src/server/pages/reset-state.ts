import { isAreaPageMessageId, type ResetState } from '../../shared/area-state';
import type { AccountNotice } from './account-notice';

/**
 * The state of `/password/reset` (issue 27: a React page of the account remote,
 * `src/features/reset`): the link's token while it is usable, the refused post's message and notice.
 */
export function resetState(token: string | null, notice: AccountNotice | null): ResetState {
  const error = notice?.form === 'reset' ? notice.errors.password : undefined;
  return {
    page: 'reset',
    token,
    error: isAreaPageMessageId(error) ? error : null,
    notice:
      notice && isAreaPageMessageId(notice.message) ? { message: notice.message, kind: notice.kind } : null,
  };
}
