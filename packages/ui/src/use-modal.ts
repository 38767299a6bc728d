/**
 * Modal behaviour shared by Dialog and Sheet: initial focus, a Tab/Shift+Tab focus trap, Escape to
 * close, the rest of the page made `inert`, body scroll locked, and focus returned on close.
 * Nested modals stack: only the top one reacts to keys and focus.
 */
import { useEffect, useRef, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements reachable with Tab inside `root`, in order (one stop per radio group, as browsers do). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert],[hidden],fieldset:disabled'),
  );
  return all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = all.filter(
      (o): o is HTMLInputElement => o instanceof HTMLInputElement && o.type === 'radio' && o.name === el.name,
    );
    const checked = group.find((o) => o.checked);
    return checked ? checked === el : group[0] === el;
  });
}

const stack: HTMLElement[] = [];

function makeOthersInert(keep: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const child of [...document.body.children]) {
    if (child.contains(keep) || child.hasAttribute('inert') || child.tagName === 'SCRIPT') continue;
    child.setAttribute('inert', '');
    changed.push(child);
  }
  return () => changed.forEach((el) => el.removeAttribute('inert'));
}

function lockScroll(): () => void {
  const style = document.body.style;
  const previous = style.overflow;
  style.overflow = 'hidden';
  return () => {
    style.overflow = previous;
  };
}

/** Options of `useModal`. */
export interface UseModalOptions {
  readonly open: boolean;
  readonly onClose: () => void;
  /** What to focus on open; default the panel itself, so screen readers start with the title. */
  readonly initialFocusRef?: RefObject<HTMLElement | null> | undefined;
}

/** Applies modal behaviour to `panelRef` (whose element has `tabIndex={-1}`) while `open`. */
export function useModal(panelRef: RefObject<HTMLElement | null>, opts: UseModalOptions): void {
  const { open, initialFocusRef } = opts;
  const onCloseRef = useRef(opts.onClose);
  useEffect(() => {
    onCloseRef.current = opts.onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(panel);
    const isTop = () => stack[stack.length - 1] === panel;
    const restoreInert = makeOthersInert(panel);
    const unlockScroll = lockScroll();
    (initialFocusRef?.current ?? panel).focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (!isTop() || e.defaultPrevented) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = tabbables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        e.preventDefault();
        panel.focus();
      } else if (e.shiftKey && (active === first || active === panel || !panel.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !panel.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      if (isTop() && e.target instanceof Node && !panel.contains(e.target)) panel.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(panel), 1);
      restoreInert();
      unlockScroll();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open, panelRef, initialFocusRef]);
}
