import type { IntlShape } from '@formatjs/intl';
import { createContext, useContext } from 'react';

/** React context carrying the remote's `@formatjs/intl` object (what react-intl's provider would hold). */
export const IntlContext = createContext<IntlShape | null>(null);

/**
 * The intl object of the nearest {@link RemoteProviders}: `formatMessage`, `formatNumber`
 * (`{amount, number, price}`), `formatDate`, with the remote's and the shared chrome messages.
 * @example const intl = useIntl(); intl.formatMessage({ id: 'newsletter.title' })
 */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl() must be used inside <RemoteProviders> (or <RemoteTree>).');
  return intl;
}
