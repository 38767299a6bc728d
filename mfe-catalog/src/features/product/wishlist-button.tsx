import { getEventBus } from '@sf/event-bus';
import { useIntl } from '@sf/remote-kit';
import { Dialog, Muted, PrimaryButton, SecondaryButton } from '@sf/ui';
import { useState, type ReactElement } from 'react';
import type { ActionResult } from './use-basket-actions';

export interface WishlistButtonProps {
  readonly loggedIn: boolean;
  readonly loginUrl: string;
  readonly variantSku: string | null;
  /** Whether the chosen variation is on the wishlist as far as known (see `useWishlistSkus`). */
  readonly onList: boolean;
  readonly onChange: (add: boolean) => Promise<ActionResult>;
}

/** The login link with `wish=<sku>` on the product path it returns to (`returnTo`). */
export function withWish(loginUrl: string, sku: string): string {
  const url = new URL(loginUrl, 'http://x');
  const back = url.searchParams.get('returnTo');
  if (!back) return loginUrl;
  const product = new URL(back, 'http://x');
  product.searchParams.set('wish', sku);
  url.searchParams.set('returnTo', `${product.pathname}${product.search}`);
  return `${url.pathname}${url.search}`;
}

/** One key for every wishlist toast: a new outcome replaces the previous one instead of stacking. */
export const WISHLIST_TOAST_KEY = 'catalog-wishlist';

/**
 * Wishlist add/remove. A visitor who is not logged in gets the wishlist overlay asking to log in
 * (spec section 6), and nothing is sent. Without JavaScript the button is a link to the login page.
 * A logged-in shopper's outcome goes to the shell's toast host (`toast:add`); its toasts are live
 * regions (`status`, errors `alert`), so no second announcement here.
 */
export function WishlistButton({
  loggedIn,
  loginUrl,
  variantSku,
  onList: known,
  onChange,
}: WishlistButtonProps): ReactElement {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState(false);
  const [onList, setOnList] = useState(known);
  const [basis, setBasis] = useState({ known, variantSku });
  const [busy, setBusy] = useState(false);
  // follow the wishlist when it becomes known or another variation is chosen (state adjusted while
  // rendering, React's pattern for props that reset state); our own change is shown at once
  if (basis.known !== known || basis.variantSku !== variantSku) {
    setBasis({ known, variantSku });
    setOnList(known);
  }
  if (!loggedIn) {
    // the login brings the visitor back to the product with the chosen variant, which the account
    // domain then puts on the wishlist (decision 0078)
    const href = variantSku ? withWish(loginUrl, variantSku) : loginUrl;
    return (
      <>
        <SecondaryButton
          as="a"
          href={href}
          role="button"
          aria-haspopup="dialog"
          onClick={(e: React.MouseEvent) => {
            e.preventDefault();
            setOpen(true);
          }}
        >
          {t('catalog.product.wishlistAdd')}
        </SecondaryButton>
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title={t('catalog.wishlist.loginTitle')}
          closeLabel={t('catalog.wishlist.close')}
        >
          <Muted>{t('catalog.wishlist.loginText')}</Muted>
          <p>
            <PrimaryButton as="a" href={href}>
              {t('catalog.wishlist.login')}
            </PrimaryButton>
          </p>
        </Dialog>
      </>
    );
  }
  return (
    // the accessible name says what a press does (add or remove), so no aria-pressed on top of it
    <SecondaryButton
      type="button"
      disabled={busy || !variantSku}
      onClick={async () => {
        setBusy(true);
        const result = await onChange(!onList);
        if (result.ok) setOnList(!onList);
        setBusy(false);
        getEventBus().emit({
          type: 'toast:add',
          v: 1,
          // errors stay until closed; success fades (the toast pauses while hovered or focused)
          toast: result.ok
            ? {
                key: WISHLIST_TOAST_KEY,
                message: result.message,
                severity: 'success',
                closable: true,
                autoHideMs: 6000,
              }
            : { key: WISHLIST_TOAST_KEY, message: result.message, severity: 'error', closable: true },
        });
      }}
    >
      {t(onList ? 'catalog.product.wishlistRemove' : 'catalog.product.wishlistAdd')}
    </SecondaryButton>
  );
}
