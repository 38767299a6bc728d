import type { NewsletterRouteId } from './routes';

/** Shows another newsletter page in place (history push, focus to its heading). */
export type Navigate = (routeId: NewsletterRouteId) => void;

/** Props every newsletter page component receives from the app. */
export interface PageBaseProps {
  /** Move focus to the page heading on mount (the page was reached by a client-side change). */
  readonly focusHeading: boolean;
  readonly navigate: Navigate;
}
