import type { Locale } from '@sf/contracts';
import { useId, type ReactElement } from 'react';
import styled from 'styled-components';
import { helperText } from '../../shared/messages';
import type { Promotion } from '../../shared/helper-state';

/** In the page's flow after the main content (streamed before the footer: nothing moves). */
const Banner = styled.section`
  margin: 1.5rem auto;
  max-width: 72rem;
  padding: 1rem 1.25rem;
  background: #fdf1f1;
  color: #1a1a1a;
  border-left: 0.375rem solid #a63d3d;
  & h2 {
    margin: 0 0 0.25rem;
    font-size: 1.25rem;
  }
  & p {
    margin: 0.25rem 0;
  }
  & a {
    color: #8a2f2f;
    font-weight: 700;
  }
`;

/** Formats an ISO date for the locale (`31.12.2026`); the date as given when it is malformed. */
function localDate(iso: string, locale: Locale): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** The promotion banner of a code link (`?promo=<code>`): title, text, code, end date and its link. */
export function PromoBanner({
  locale,
  promotion,
}: {
  readonly locale: Locale;
  readonly promotion: Promotion;
}): ReactElement {
  const title = useId();
  return (
    <Banner aria-labelledby={title}>
      <p>{helperText(locale, 'promo.label')}</p>
      <h2 id={title}>{promotion.title}</h2>
      <p>{promotion.text}</p>
      <p>
        <strong>{helperText(locale, 'promo.code', { code: promotion.code })}</strong>
        {promotion.validUntil && (
          <> · {helperText(locale, 'promo.until', { date: localDate(promotion.validUntil, locale) })}</>
        )}
      </p>
      {promotion.href && promotion.linkText && (
        <p>
          <a href={promotion.href}>{promotion.linkText}</a>
        </p>
      )}
    </Banner>
  );
}
