import { Suspense, type ReactNode } from 'react';

/**
 * Server HTML that React hydrates after the remote is live, not before (decision 0288): a Suspense
 * boundary, which React's `hydrateRoot` leaves dehydrated on its first pass and hydrates afterwards at
 * its lowest priority, a piece at a time between the shopper's input. The shopper sees the server's
 * HTML all along; a click, key or input on a part not yet hydrated makes React hydrate that part at
 * once and then handle the event, so nothing waits for it and nothing is lost. The remote's mount
 * (`data-sf-mounted`, the shell's replay of held clicks) waits only for what is outside.
 *
 * For what a shopper reads more than uses — tiles, lists, descriptions, galleries — around the part
 * the page is for (the buy box, the form), which stays outside. Rendered fresh (a client render or the
 * server), it renders its children as they are: the fallback is never shown, as nothing inside suspends.
 * @example
 * <BuyBox state={state} />
 * <HydrateLater><Recommendations tiles={state.recommendations} /></HydrateLater>
 */
export function HydrateLater({ children }: { readonly children: ReactNode }): ReactNode {
  return <Suspense fallback={null}>{children}</Suspense>;
}
