import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import type { MessageId } from '../domain/area-validation';
import { accountText } from '../domain/intl';

import { AREA_NAV } from '../../shared/area-nav-items';

export type { RouteId } from '../../shared/area-nav-items';
export { AREA_NAV };
/** A text of the account area. */
export type AT = (id: MessageId, values?: Record<string, string | number>) => string;

/** The logout (a POST with the page's locale: no state change on GET), under every account navigation. */
export function LogoutForm({ locale }: { locale: Locale }): ReactElement {
  return (
    <form method="post" action="/api/customer/form/logout" className="sf-area__logout">
      <input type="hidden" name="locale" value={locale} />
      <button type="submit">{accountText(locale, 'account.logout.submit')}</button>
    </form>
  );
}

export function areaT(locale: Locale): AT {
  return (id, values) => accountText(locale, id, values);
}

/** The sub-pages as a list of links (the account page of a logged-in customer shows it). */
export function AreaLinks({ locale }: { locale: Locale }): ReactElement {
  const t = areaT(locale);
  return (
    <nav aria-label={t('area.nav.label')}>
      <ul className="sf-area__list">
        {AREA_NAV.map((item) => (
          <li key={item.route}>
            <a href={localizedPath(item.route, locale)}>{t(item.label)}</a>
          </li>
        ))}
      </ul>
      <LogoutForm locale={locale} />
    </nav>
  );
}
