import { PostForm, PostingScope } from '@sf/ui';
import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import type { ReactElement, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { CheckoutNotice } from '../../shared/checkout-state';
import { Notice } from '../../shared/ui';

/** `t` of a checkout page: the basket domain's messages in the page's locale. */
export type T = (id: string, values?: Record<string, string | number>) => string;

/** The page's `t`. */
export function useT(): T {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** The column of a step: never under the sticky header when reached by keyboard (WCAG 2.4.11). */
const Root = styled.section`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(2.5)};
  max-width: 60rem;
  padding: ${(p) => themeOf(p).spacing(3, 0)};
  color: ${(p) => themeOf(p).palette.text.primary};
  h1 {
    margin: 0;
    font-size: 1.75rem;
    line-height: 1.25;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
  address {
    font-style: normal;
  }
  a {
    color: ${(p) => themeOf(p).palette.text.link};
  }
  a:focus-visible {
    outline: 3px solid ${(p) => themeOf(p).palette.focusRing};
    outline-offset: 2px;
  }
  :where(h1, h2, fieldset, input, select, button, [id]) {
    scroll-margin-top: 8rem;
    scroll-margin-bottom: 6rem;
  }
`;

const StepList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing(1, 3)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
  }
  li::before {
    content: counter(step) '. ';
  }
  [aria-current] {
    font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  }
`;

/** The look of a box of a step (a form, the lines, the address). */
export const boxStyles = css`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(1.5)};
  padding: ${(p) => themeOf(p).spacing(2)};
  border: 1px solid ${(p) => themeOf(p).palette.divider};
  border-radius: ${(p) => themeOf(p).radii.md};
`;
export const Box = styled.div`
  ${boxStyles}
`;
/** A step's form in a box: a native post, one at a time (decision 0195). */
export const FormBox = styled(PostForm)`
  ${boxStyles}
`;

/** Boxes side by side from 900 px (`$columns` of them). */
export const Columns = styled.div<{ $columns: 2 | 3 }>`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(2)};
  @media (min-width: 900px) {
    grid-template-columns: repeat(${(p) => p.$columns}, 1fr);
  }
`;

/** A group of fields under its legend. */
export const FieldGroup = styled.fieldset`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(1.5)};
  min-width: 0;
  margin: 0;
  padding: ${(p) => themeOf(p).spacing(2)};
  border: 1px solid ${(p) => themeOf(p).palette.divider};
  border-radius: ${(p) => themeOf(p).radii.md};
  legend {
    padding: ${(p) => themeOf(p).spacing(0, 0.5)};
    font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  }
  input:not([type='radio']):not([type='checkbox']),
  select {
    max-width: 28rem;
  }
`;

/** A hint under a field or a group. */
export const Hint = styled.p`
  font-size: ${(p) => themeOf(p).typography.small.fontSize};
  color: ${(p) => themeOf(p).palette.text.secondary};
`;

/** A refusal under a group (a field's own is the field's). */
export const ErrorText = styled.p`
  font-size: ${(p) => themeOf(p).typography.small.fontSize};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  color: ${(p) => themeOf(p).palette.feedback.error.fg};
`;

/** The buttons and links that lead on. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing(1.5)};
  align-items: center;
`;

/** A link that looks like a button (`$primary`: the step's main way on). */
export const ButtonLink = styled.a<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  justify-self: start;
  min-height: ${(p) => themeOf(p).touchTarget.comfortable};
  padding: ${(p) => themeOf(p).spacing(0.5, 2)};
  border: 2px solid ${(p) => themeOf(p).palette.primary.main};
  border-radius: ${(p) => themeOf(p).radii.md};
  background: ${(p) => (p.$primary ? themeOf(p).palette.primary.main : 'transparent')};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  text-decoration: none;
  /* over the frame's link colour */
  && {
    color: ${(p) => (p.$primary ? themeOf(p).palette.primary.contrastText : themeOf(p).palette.primary.main)};
  }
`;

/** A row of a label and an amount at both ends (`$total`: the order's total). */
export function Sum({
  label,
  value,
  total = false,
}: {
  readonly label: string;
  readonly value: string;
  readonly total?: boolean;
}): ReactElement {
  return (
    <SumRow $total={total}>
      <span>{label}</span> <span>{value}</span>
    </SumRow>
  );
}
const SumRow = styled.p<{ $total: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${(p) => themeOf(p).spacing(2)};
  font-weight: ${(p) => (p.$total ? themeOf(p).typography.fontWeight.bold : 'inherit')};
  font-size: ${(p) => (p.$total ? '1.125rem' : 'inherit')};
`;

const STEPS = ['checkout-login', 'checkout-delivery', 'checkout-payment', 'checkout'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** The step list (an ordered list; the current step marked with `aria-current="step"`). */
function Steps({ current, t }: { readonly current: CheckoutStep | null; readonly t: T }): ReactElement {
  const at = current ? STEPS.indexOf(current) : STEPS.length;
  return (
    <nav aria-label={t('checkout.steps.label')}>
      <StepList>
        {STEPS.map((step, i) => (
          <li key={step} {...(i === at ? { 'aria-current': 'step' as const } : {})}>
            {t(`checkout.step.${step}`)}
            {i < at ? <span> ({t('checkout.step.done')})</span> : null}
          </li>
        ))}
      </StepList>
    </nav>
  );
}

/** The id of every step's heading. */
export const TITLE_ID = 'sf-checkout-title';

/**
 * The frame of a checkout page: the step list, the heading and the notice, one post at a time for
 * its forms (decision 0195).
 */
export function CheckoutFrame(props: {
  readonly title: string;
  readonly step: CheckoutStep | null;
  readonly notice?: CheckoutNotice | null;
  readonly children: ReactNode;
}): ReactElement {
  const t = useT();
  const { notice } = props;
  return (
    <PostingScope>
      <Root aria-labelledby={TITLE_ID}>
        <Steps current={props.step} t={t} />
        <h1 id={TITLE_ID}>{props.title}</h1>
        {notice ? (
          <Notice $kind={notice.alert ? 'error' : 'success'} role={notice.alert ? 'alert' : 'status'}>
            {notice.text}
          </Notice>
        ) : null}
        {props.children}
      </Root>
    </PostingScope>
  );
}

/** The hidden locale field every form carries (the 303 goes back to the page in the same language). */
export const LocaleField = ({ locale }: { readonly locale: Locale }): ReactElement => (
  <input type="hidden" name="locale" value={locale} />
);
