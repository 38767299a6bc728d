import { useEffect, useRef, useState, type FocusEvent, type ReactElement } from 'react';
import styled, { keyframes } from 'styled-components';
import { themeOf, type Severity } from '@sf/tokens';
import { iconButtonStyles } from './icon-button';
import { CloseIcon, SeverityIcon } from './icons';
import { VisuallyHidden } from './visually-hidden';

/** A toast to show; structurally the `ToastInput` of the event-bus contract. */
export interface ToastItem {
  readonly key: string;
  readonly message: string;
  readonly severity: Severity;
  /** Offer a close button. */
  readonly closable?: boolean | undefined;
  /** Hide after this many ms (paused while hovered or focused, WCAG 2.2.1). */
  readonly autoHideMs?: number | undefined;
}

/** Props of one `Toast`. */
export interface ToastProps {
  readonly toast: ToastItem;
  /** Called with the key on the close button or when the auto-hide time has run out. */
  readonly onClose: (key: string) => void;
  /** Accessible name of the close button (e.g. "Hinweis schließen"). */
  readonly closeLabel: string;
  /** Screen-reader prefix naming the severity (e.g. "Fehler"), so it is not conveyed by colour alone. */
  readonly severityLabel?: string | undefined;
  /**
   * The message is a live region (default). `false` where the host reads toasts out through live
   * regions of its own that exist before the first toast (the shell does): no double announcement.
   */
  readonly live?: boolean | undefined;
}

/** Props of `ToastViewport`. */
export interface ToastViewportProps {
  /** The toasts in display order (the store applies the limit of 3 and the eviction rule). */
  readonly toasts: readonly ToastItem[];
  readonly onClose: (key: string) => void;
  readonly closeLabel: string;
  readonly severityLabels?: Partial<Record<Severity, string>> | undefined;
  readonly className?: string | undefined;
  /** See {@link ToastProps.live}. */
  readonly live?: boolean | undefined;
}

const enter = keyframes`from { opacity: 0; transform: translateY(1rem); }`;

const Viewport = styled.div`
  position: fixed;
  left: 50%;
  bottom: max(${(p) => themeOf(p).spacing(2)}, env(safe-area-inset-bottom));
  transform: translateX(-50%);
  z-index: ${(p) => themeOf(p).zIndex.snackbar};
  width: ${(p) => themeOf(p).snackbar.width};
  max-width: ${(p) => themeOf(p).snackbar.maxWidth};
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(1)};
  pointer-events: none;
`;

const Item = styled.div<{ $severity: Severity }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing(1.5)};
  min-height: 3rem;
  padding: ${(p) => themeOf(p).spacing(0.5, 0.5, 0.5, 2)};
  border-radius: ${(p) => themeOf(p).radii.md};
  background-color: ${(p) => themeOf(p).palette.toast[p.$severity].bg};
  color: ${(p) => themeOf(p).palette.toast[p.$severity].fg};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
  animation: ${enter} ${(p) => themeOf(p).motion.normal} ${(p) => themeOf(p).motion.easing};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
  > svg {
    flex: none;
  }
`;

const Message = styled.div`
  flex: 1;
  padding: ${(p) => themeOf(p).spacing(1, 0)};
`;

const Close = styled.button`
  ${iconButtonStyles}
  /* The ring in the toast's text colour: always contrasts with the toast fill. */
  &:focus-visible {
    outline-color: currentColor;
  }
`;

/**
 * One toast: the message in a live region (`role="status"`, polite; errors `role="alert"`), a severity
 * icon, and a close button when `closable`. Auto-hide pauses while the pointer or focus is on the toast.
 */
export function Toast({ toast, onClose, closeLabel, severityLabel, live = true }: ToastProps): ReactElement {
  const [paused, setPaused] = useState(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const { key, autoHideMs } = toast;
  useEffect(() => {
    if (!autoHideMs || paused) return;
    const timer = setTimeout(() => onCloseRef.current(key), autoHideMs);
    return () => clearTimeout(timer);
  }, [key, autoHideMs, paused]);

  const isError = toast.severity === 'error';
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setPaused(false);
  };
  return (
    <Item
      $severity={toast.severity}
      data-severity={toast.severity}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={onBlur}
    >
      <SeverityIcon severity={toast.severity} />
      <Message
        {...(live
          ? {
              role: isError ? 'alert' : 'status',
              'aria-live': isError ? 'assertive' : 'polite',
              'aria-atomic': true,
            }
          : {})}
      >
        {severityLabel && <VisuallyHidden>{severityLabel} </VisuallyHidden>}
        {toast.message}
      </Message>
      {toast.closable && (
        <Close type="button" aria-label={closeLabel} onClick={() => onClose(key)}>
          <CloseIcon />
        </Close>
      )}
    </Item>
  );
}

/**
 * The fixed toast area at the bottom of the viewport: 90% wide, at most 600px (spec snackbar rules).
 * Render it always (also empty), fed from the toast store of the event bus.
 * @example <ToastViewport toasts={toasts} onClose={remove} closeLabel={t('toast.close')} severityLabels={labels} />
 */
export function ToastViewport({
  toasts,
  onClose,
  closeLabel,
  severityLabels,
  className,
  live,
}: ToastViewportProps): ReactElement {
  return (
    <Viewport className={className} data-sf-toasts="">
      {toasts.map((t) => (
        <Toast
          key={t.key}
          toast={t}
          onClose={onClose}
          closeLabel={closeLabel}
          severityLabel={severityLabels?.[t.severity]}
          live={live}
        />
      ))}
    </Viewport>
  );
}
