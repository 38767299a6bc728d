import type { Locale, TenantId } from '@sf/contracts';
import { localizedPath, resolveRoute } from '@sf/i18n';
import { useCallback, useEffect, useState } from 'react';
import { isNewsletterRouteId, type NewsletterRouteId } from '../shared/routes';
import { defaultPageState, type NewsletterState, type PageState } from '../shared/state';

/** The page on screen: route, its data, and whether it was reached in the browser (focus its heading). */
export interface CurrentPage {
  readonly routeId: NewsletterRouteId;
  readonly page: PageState;
  readonly focusHeading: boolean;
}

const FOCUS_KEY = 'sfNewsletterFocus';

function routeOfLocation(tenant: TenantId): NewsletterRouteId | null {
  if (typeof window === 'undefined') return null;
  const id = resolveRoute(tenant, window.location.pathname)?.route.id;
  return isNewsletterRouteId(id) ? id : null;
}

function initialPage(tenant: TenantId, state: NewsletterState | null): CurrentPage {
  const here = routeOfLocation(tenant);
  const focus =
    typeof window !== 'undefined' &&
    (window.history.state as Record<string, unknown> | null)?.[FOCUS_KEY] === true;
  if (state && (here === null || here === state.routeId)) {
    return { routeId: state.routeId, page: state.page, focusHeading: false };
  }
  const routeId = here ?? state?.routeId ?? 'newsletter-signup';
  return { routeId, page: defaultPageState(routeId), focusHeading: focus };
}

/**
 * The newsletter's own little router: starts from the server state (or the location), shows
 * another newsletter page with a history push (single-spa's patched `pushState` lets the shell
 * follow), and follows back/forward between newsletter pages.
 */
export function useNewsletterRoute(
  tenant: TenantId,
  locale: Locale,
  state: NewsletterState | null,
): [CurrentPage, (routeId: NewsletterRouteId) => void] {
  const [current, setCurrent] = useState<CurrentPage>(() => initialPage(tenant, state));

  useEffect(() => {
    const onPop = () => {
      const routeId = routeOfLocation(tenant);
      if (routeId)
        setCurrent((c) =>
          c.routeId === routeId ? c : { routeId, page: defaultPageState(routeId), focusHeading: true },
        );
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [tenant]);

  const navigate = useCallback(
    (routeId: NewsletterRouteId) => {
      window.history.pushState({ [FOCUS_KEY]: true }, '', localizedPath(routeId, locale));
      setCurrent({ routeId, page: defaultPageState(routeId), focusHeading: true });
    },
    [locale],
  );
  return [current, navigate];
}
