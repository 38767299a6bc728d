import { useIntl } from '@sf/remote-kit';
import { PostButton as SendingButton, type PostButtonProps } from '@sf/ui';
import type { ReactElement } from 'react';

/**
 * The submit button of a basket or checkout `PostForm` (@sf/ui, decision 0195): busy while its form
 * posts, read out as the basket's "Wird gesendet …".
 */
export function PostButton(props: Omit<PostButtonProps, 'loadingLabel'>): ReactElement {
  const intl = useIntl();
  return <SendingButton {...props} loadingLabel={intl.formatMessage({ id: 'basket.page.sending' })} />;
}
