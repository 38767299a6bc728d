/** Route ids the newsletter owns (docs/platform.md, Routes), in the order of the sign-up journey. */
export const NEWSLETTER_ROUTE_IDS = [
  'newsletter-signup',
  'newsletter-signup-pending',
  'newsletter-signup-confirmed',
  'newsletter-signup-existing',
  'newsletter-unsubscribe',
  'newsletter-mailing-unsubscribe',
  'newsletter-personal-unsubscribed',
] as const;

/** One of the newsletter's route ids. */
export type NewsletterRouteId = (typeof NEWSLETTER_ROUTE_IDS)[number];

/** True for a route id the newsletter owns. */
export function isNewsletterRouteId(value: unknown): value is NewsletterRouteId {
  return typeof value === 'string' && (NEWSLETTER_ROUTE_IDS as readonly string[]).includes(value);
}
