import { useIntl } from '@sf/remote-kit';
import type { Locale } from '@sf/contracts';
import { themeOf } from '@sf/tokens';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { priceText } from './format';
import type { PriceView } from './state';

const Wrap = styled.p`
  margin: 0;
  display: flex;
  gap: ${(p) => themeOf(p).spacing(1)};
  align-items: baseline;
  flex-wrap: wrap;
`;
const Now = styled.span<{ $reduced: boolean; $large: boolean }>`
  font-weight: 700;
  font-size: ${(p) => (p.$large ? '1.5rem' : '1rem')};
  color: ${(p) => (p.$reduced ? themeOf(p).palette.secondary.main : 'inherit')};
`;
const Old = styled.s`
  color: ${(p) => themeOf(p).palette.text.secondary};
`;

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
  return (
    <Wrap>
      <Now
        $reduced={price.oldAmount !== null}
        $large={large}
        aria-label={intl.formatMessage({ id: 'catalog.price.now' }, { price: now })}
      >
        {now}
      </Now>
      {price.oldAmount !== null && (
        <Old
          aria-label={intl.formatMessage(
            { id: 'catalog.price.old' },
            { price: priceText(price.oldAmount, price.currency, locale) },
          )}
        >
          {priceText(price.oldAmount, price.currency, locale)}
        </Old>
      )}
    </Wrap>
  );
}
