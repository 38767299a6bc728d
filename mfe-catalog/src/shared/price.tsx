import { useIntl } from '@sf/remote-kit';
import type { Locale } from '@sf/contracts';
import { PriceTag } from '@sf/ui';
import type { ReactElement } from 'react';
import { priceText } from './format';
import type { PriceView } from './state';

/** A price with the crossed-out old price when reduced (both read out with words, not only by style). */
export function Price({
  price,
  locale,
  large = false,
}: {
  readonly price: PriceView;
  readonly locale: Locale;
  readonly large?: boolean;
}): ReactElement {
  const intl = useIntl();
  const now = priceText(price.amount, price.currency, locale);
  const old = price.oldAmount === null ? null : priceText(price.oldAmount, price.currency, locale);
  return (
    <PriceTag
      large={large}
      now={{ text: now, label: intl.formatMessage({ id: 'catalog.price.now' }, { price: now }) }}
      old={
        old === null
          ? null
          : { text: old, label: intl.formatMessage({ id: 'catalog.price.old' }, { price: old }) }
      }
    />
  );
}
