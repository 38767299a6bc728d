import type { ReactNode } from 'react';
import styled from 'styled-components';
import { V } from './scheme-vars';
import type { Translate } from './translate';
import { visuallyHidden } from './visually-hidden';

/**
 * Fills the basket count before the first paint for a returning visitor: an inline script right
 * after the basket link (`previousElementSibling`) reads the `sf_basket_count` cookie the basket
 * domain sets (a number, readable on purpose; `__Host-` over TLS) and writes the badge and the
 * link's hidden text. The header stays one shared, cacheable fragment (no per-visitor render, no
 * cost for a first visit without the cookie); decision 0056. Mirrors `showCount` of the client.
 */
export const BASKET_COUNT_SCRIPT =
  '(function(a){var m=a&&/(?:^|;\\s*)(?:__Host-)?sf_basket_count=(\\d{1,6})(?:;|$)/.exec(document.cookie),n=m?+m[1]:0;if(!n)return;' +
  "var b=a.querySelector('[data-sf-count]'),t=a.querySelector('[data-sf-count-text]');if(b)b.textContent=n>99?'99+':String(n);" +
  "if(t)t.textContent=' '+(t.getAttribute(n===1?'data-sf-one':'data-sf-other')||'#').replace('#',String(n))})" +
  '(document.currentScript&&document.currentScript.previousElementSibling)';

// The badge's box is always there, empty or not, so filling it moves nothing (no layout shift).
const Badge = styled.span`
  display: inline-block;
  box-sizing: border-box;
  min-width: 1.75rem;
  height: 1.25rem;
  margin-left: 0.25rem;
  padding: 0 0.25rem;
  border-radius: 0.625rem;
  font-size: 0.75rem;
  line-height: 1.25rem;
  text-align: center;
  vertical-align: middle;
  color: ${V.onPrimary};
  background: ${V.primary};
  &:empty {
    visibility: hidden;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * A header link with a count badge (basket, wishlist): the visible label, the badge (aria-hidden,
 * shows the number) and a visually hidden text ("(3 Artikel)") that gives the link its full name.
 * With `nonce` and `kind="basket"` the inline script fills it from the cookie in the first paint.
 */
export function CountLink({
  href,
  label,
  kind,
  t,
  nonce,
}: {
  readonly href: string;
  readonly label: string;
  readonly kind: 'basket' | 'wishlist';
  readonly t: Translate;
  readonly nonce?: string | null | undefined;
}): ReactNode {
  return (
    <>
      <a href={href} data-sf-count-link={kind}>
        {label}
        <Badge data-sf-count={kind} aria-hidden="true" />
        <Hidden
          data-sf-count-text={kind}
          data-sf-one={t('shell.count.one', { count: '#' })}
          data-sf-other={t('shell.count.other', { count: '#' })}
        />
      </a>
      {kind === 'basket' && nonce ? (
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BASKET_COUNT_SCRIPT }} />
      ) : null}
    </>
  );
}
