/** The remote's name (slot, state script, registry). */
export const REMOTE_NAME = 'mfe-credit-instalments';
/** Fragment ids of the widgets other pages embed (in-fragment widget slots, decision 0046). */
export const WIDGET_IDS = ['credit-widget', 'rate-protection-widget', 'payment-pause-widget'] as const;
export type WidgetId = (typeof WIDGET_IDS)[number];
/** Header that carries a widget slot's props (JSON) from the composer to the fragment. */
export const WIDGET_PROPS_HEADER = 'x-sf-widget-props';
/** Header with the logged-in customer's id (set by the composer from the verified session). */
export const CUSTOMER_HEADER = 'x-sf-customer';
/** Development-only demo login cookie (SF_DEV_FEATURES=1), until the account domain issues customers. */
export const DEMO_CUSTOMER_COOKIE = 'sf_credit_demo';
