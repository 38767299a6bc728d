/**
 * Test helpers of this remote (imported by *.test.tsx only): render inside the real providers with
 * this remote's messages, and run axe on the result.
 */
import { renderInRemote } from '@sf/testing/remote';
import type { Locale } from '@sf/contracts';
import type { ReactElement } from 'react';
import { BASKET_MESSAGES } from './messages';

export { axeViolations } from '@sf/testing/remote';

/** Renders `ui` under the remote's providers (intl of `locale`, theme). */
export function renderRemote(ui: ReactElement, opts: { locale?: Locale } = {}) {
  return renderInRemote(ui, { ...opts, messages: BASKET_MESSAGES });
}
