import type { Locale, TenantId } from '@sf/contracts';
import { GatewayProvider, type Client } from '@sf/gateway-client';
import { createIntlFor, type MessageBundle } from '@sf/i18n';
import { isWhiteLabel } from '@sf/tenant-config';
import { ColorModeProvider } from '@sf/tokens';
import { useMemo, type ReactNode } from 'react';
import { IntlContext } from './intl-context';

/** Props of {@link RemoteProviders}. */
export interface RemoteProvidersProps {
  readonly locale: Locale;
  readonly tenant: TenantId;
  /** The remote's messages (`src/messages/*.json`); the shared chrome messages are merged in. */
  readonly messages: MessageBundle;
  /** The gateway client: `createGatewayClient(...)` (server: absolute URL + SSR cache). */
  readonly client: Client;
  /** The white-label palette; default: whether the tenant carries the white-label brand (decision 0213). */
  readonly whiteLabel?: boolean;
  readonly children?: ReactNode;
}

/**
 * The providers every remote renders under, on the server and in the browser, in this order:
 * colour mode + styled-components theme (light on the server and during hydration, the stored
 * mode right after), intl, gateway (urql). Rendering the same providers on both sides is what
 * keeps hydration exact.
 * @example renderFragment(<RemoteProviders locale={l} tenant={t} messages={m} client={c}><App … /></RemoteProviders>, …)
 */
export function RemoteProviders(props: RemoteProvidersProps): ReactNode {
  const { locale, tenant, messages, client, children } = props;
  const intl = useMemo(() => createIntlFor(locale, messages), [locale, messages]);
  return (
    <ColorModeProvider whiteLabel={props.whiteLabel ?? isWhiteLabel(tenant)}>
      <IntlContext.Provider value={intl}>
        <GatewayProvider value={client}>{children}</GatewayProvider>
      </IntlContext.Provider>
    </ColorModeProvider>
  );
}
