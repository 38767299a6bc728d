import type { RemoteAppProps } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { SearchBox } from './search-box';

/** Root of the search box widget as a mounted application (its slot is after the page's main). */
export function SearchBoxApp({ props }: RemoteAppProps): ReactElement | null {
  return <SearchBox locale={props.locale} />;
}
