import type { ReactElement } from 'react';
import { ModalBase, type ModalProps } from './modal-base';

/** The edge a sheet slides in from. */
export type SheetSide = 'bottom' | 'left' | 'right';

/** Props of `Sheet`. */
export interface SheetProps extends ModalProps {
  /** Default `bottom`. */
  readonly side?: SheetSide | undefined;
}

/**
 * A modal panel that slides in from an edge (the newsletter sheet): the same semantics and keyboard
 * behaviour as `Dialog`; the slide is skipped under `prefers-reduced-motion`.
 * @example <Sheet open={open} side="right" onClose={close} title={t('newsletter')} closeLabel={t('close')}>…</Sheet>
 */
export function Sheet({ side = 'bottom', ...props }: SheetProps): ReactElement | null {
  return <ModalBase {...props} placement={side} />;
}
