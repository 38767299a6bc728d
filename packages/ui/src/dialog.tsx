import type { ReactElement } from 'react';
import { ModalBase, type ModalProps } from './modal-base';

/** Props of `Dialog`. */
export type DialogProps = ModalProps;

/**
 * A centred modal dialog: `role="dialog"`, `aria-modal`, named by its title, focus trapped inside,
 * Escape and the close button close it, focus returns to the opener. Nothing renders on the server.
 * @example
 * <Dialog open={open} onClose={() => setOpen(false)} title={t('login')} closeLabel={t('close')}>…</Dialog>
 */
export function Dialog(props: DialogProps): ReactElement | null {
  return <ModalBase {...props} placement="center" />;
}
