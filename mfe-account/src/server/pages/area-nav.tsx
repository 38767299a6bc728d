import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import { accountText } from '../domain/intl';
import { AREA_NAV } from '../../shared/area-nav-items';

/**
 * The sub-pages as a list of links, with the logout (a POST with the page's locale: no state change on
 * GET), for the account page of a logged-in customer (static markup; the area's pages have the React
 * frame's navigation).
 */
export function AreaLinks({ locale }: { locale: Locale }): ReactElement {
  const t = (id: string) => accountText(locale, id);
  return (
    <nav aria-label={t('area.nav.label')}>
      <ul className="sf-area__list">
        {AREA_NAV.map((item) => (
          <li key={item.route}>
            <a href={localizedPath(item.route, locale)}>{t(item.label)}</a>
          </li>
        ))}
      </ul>
      <form method="post" action="/api/customer/form/logout" className="sf-area__logout">
        <input type="hidden" name="locale" value={locale} />
        <button type="submit">{t('account.logout.submit')}</button>
      </form>
    </nav>
  );
}
