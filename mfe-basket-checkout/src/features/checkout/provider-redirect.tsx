import type { ReactElement } from 'react';
import { Actions, Box, ButtonLink, type T } from './checkout-frame';

/**
 * The way on to the payment provider (iDEAL, TWINT, PayPal, cards) once a payment was started: its
 * heading names the method, the link leads to the provider's page. The payment step and the payment
 * link's page show it alike.
 */
export function ProviderRedirect({
  pay,
  t,
  headingId,
}: {
  readonly pay: { readonly method: string; readonly url: string };
  readonly t: T;
  readonly headingId: string;
}): ReactElement {
  const method = t(`checkout.method.${pay.method}`);
  return (
    <Box>
      <h2 id={headingId}>{t('checkout.payment.redirectTitle', { method })}</h2>
      <p>{t('checkout.method.provider.text')}</p>
      <Actions>
        <ButtonLink $primary href={pay.url}>
          {t('checkout.payment.redirectLink', { method })}
        </ButtonLink>
      </Actions>
    </Box>
  );
}
