import type { ComponentPropsWithRef, MouseEvent, ReactElement } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { themeOf } from '@sf/tokens';
import { focusRing } from './focus-ring';
import { VisuallyHidden } from './visually-hidden';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'text';

/** Props of `Button`: every native button prop, plus variant and loading state. */
export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  readonly variant?: ButtonVariant | undefined;
  /** Native type; `button` by default so a button in a form never submits by accident. */
  readonly type?: 'button' | 'submit' | 'reset' | undefined;
  /**
   * Busy state: the button keeps focus and its label, shows a spinner, sets `aria-disabled` and ignores
   * activation (including implicit form submission), so a double submit is impossible.
   */
  readonly loading?: boolean | undefined;
  /** Screen-reader text added while loading, e.g. "wird gesendet". */
  readonly loadingLabel?: string | undefined;
  readonly fullWidth?: boolean | undefined;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    border-right-color: currentColor;
    opacity: 0.6;
  }
`;

const filled = (key: 'primary' | 'secondary') => css`
  background-color: ${(p) => themeOf(p).palette[key].main};
  color: ${(p) => themeOf(p).palette[key].contrastText};
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background-color: ${(p) => themeOf(p).palette[key].hover};
  }
`;

const Root = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => themeOf(p).spacing(1)};
  min-height: ${(p) => themeOf(p).touchTarget.comfortable};
  min-width: ${(p) => themeOf(p).touchTarget.comfortable};
  width: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
  padding: ${(p) => themeOf(p).spacing(1, 3)};
  border: 2px solid transparent;
  border-radius: ${(p) => themeOf(p).radii.md};
  font-family: inherit;
  font-size: ${(p) => themeOf(p).typography.body.fontSize};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  line-height: 1.25;
  text-align: center;
  cursor: pointer;
  transition: background-color ${(p) => themeOf(p).motion.fast} ${(p) => themeOf(p).motion.easing};
  ${(p) => (p.$variant === 'text' ? '' : filled(p.$variant))}
  ${(p) =>
    p.$variant === 'text' &&
    css`
      background-color: transparent;
      color: ${themeOf(p).palette.text.link};
      text-decoration: underline;
      text-underline-offset: 0.2em;
      &:hover:not(:disabled):not([aria-disabled='true']) {
        color: ${themeOf(p).palette.text.linkHover};
        text-decoration-thickness: 2px;
      }
    `}
  &:disabled {
    background-color: ${(p) => (p.$variant === 'text' ? 'transparent' : themeOf(p).palette.disabled.bg)};
    color: ${(p) => themeOf(p).palette.disabled.fg};
    cursor: not-allowed;
  }
  &[aria-disabled='true'] {
    cursor: progress;
  }
  ${focusRing}
`;

/**
 * An accessible button: native `<button>`, `type="button"` by default, 44px touch target, visible focus.
 * @example <Button type="submit" loading={submitting} loadingLabel={t('sending')}>{t('signUp')}</Button>
 */
export function Button(props: ButtonProps): ReactElement {
  const {
    variant = 'primary',
    type = 'button',
    loading = false,
    loadingLabel,
    fullWidth = false,
    children,
    onClick,
    ...rest
  } = props;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Root
      {...rest}
      type={type}
      $variant={variant}
      $fullWidth={fullWidth}
      onClick={handleClick}
      aria-disabled={loading ? true : rest['aria-disabled']}
      aria-busy={loading ? true : rest['aria-busy']}
    >
      {loading && <Spinner aria-hidden="true" />}
      {children}
      {loading && loadingLabel && <VisuallyHidden>{loadingLabel}</VisuallyHidden>}
    </Root>
  );
}
