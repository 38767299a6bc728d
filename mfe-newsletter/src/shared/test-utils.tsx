/**
 * Test helpers of this remote (imported by *.test.tsx only): render inside the real providers with
 * this remote's messages and a scripted gateway (@sf/testing), and run axe on the result.
 */
import { renderInRemote, type GatewayHandler } from '@sf/testing/remote';
import type { Locale } from '@sf/contracts';
import type { ReactElement } from 'react';
import { NEWSLETTER_MESSAGES } from './messages';

export { axeViolations, scriptedGateway, type GatewayHandler } from '@sf/testing/remote';

/** Renders `ui` under the remote's providers (intl of `locale`, theme, the scripted gateway). */
export function renderRemote(ui: ReactElement, opts: { locale?: Locale; handler?: GatewayHandler } = {}) {
  return renderInRemote(ui, { ...opts, messages: NEWSLETTER_MESSAGES });
}
