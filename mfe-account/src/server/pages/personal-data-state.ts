import type { PersonalDataValues } from '../domain/personal-data-draft';
import {
  isAreaPageMessageId,
  PERSONAL_DATA_FIELDS,
  type AreaNoticeState,
  type PersonalDataErrors,
  type PersonalDataState,
} from '../../shared/area-state';
import type { AreaNotice } from './area-notice';

/**
 * The state of `meine-persoenlichen-daten`, a React page of the remote (issue 27,
 * `src/features/personal-data`): the stored data or, after a refusal, what the customer typed
 * (decision 0200); the notice and the fields' messages a post without JavaScript came back with.
 */
export function personalDataState(
  values: PersonalDataValues,
  birthDateRequired: boolean,
  notice: AreaNotice | null,
): PersonalDataState {
  const errors: PersonalDataErrors = {};
  for (const field of PERSONAL_DATA_FIELDS) {
    const id = notice?.errors[field];
    if (isAreaPageMessageId(id)) errors[field] = id;
  }
  return {
    page: 'personal-data',
    values,
    birthDateRequired,
    errors,
    notice: noticeState(notice),
  };
}

/** A page's notice for a React page's state (one its browser texts have; none otherwise). */
export function noticeState(notice: AreaNotice | null): AreaNoticeState | null {
  return notice && isAreaPageMessageId(notice.message)
    ? { message: notice.message, kind: notice.kind }
    : null;
}
