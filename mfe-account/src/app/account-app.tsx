import type { RemoteAppProps } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { OverviewPage } from '../features/overview/overview-page';
import { PersonalDataPage } from '../features/personal-data/personal-data-page';
import { isAreaState } from '../shared/area-state';

/**
 * The account remote's root (slot `mfe-account`): the account area's React pages, picked by the
 * fragment server's state. The same component renders on the server and hydrates in the browser;
 * the pages not converted yet stay server-rendered HTML without a slot (issue 27, decision 0201).
 */
export function AccountApp({ props, initialState }: RemoteAppProps): ReactElement | null {
  if (!isAreaState(initialState)) return null;
  if (initialState.page === 'overview') return <OverviewPage state={initialState} locale={props.locale} />;
  return <PersonalDataPage state={initialState} locale={props.locale} />;
}
