import type { RemoteProps } from '@sf/contracts';
import type { Client } from '@sf/gateway-client';
import type { MessageBundle } from '@sf/i18n';
import type { ComponentType, ReactNode } from 'react';
import { RemoteErrorBoundary } from './error-boundary';
import { FallbackNotice } from './fallback-notice';
import { RemoteProviders } from './remote-providers';

/** Props of a remote's root component: the shell's props and the server's initial state. */
export interface RemoteAppProps {
  readonly props: RemoteProps;
  /** The parsed `data-sf-state` script (null when the slot had no server HTML). */
  readonly initialState: unknown;
}

/** Props of {@link RemoteTree}. */
export interface RemoteTreeProps {
  readonly name: string;
  readonly App: ComponentType<RemoteAppProps>;
  readonly messages: MessageBundle;
  readonly client: Client;
  readonly props: RemoteProps;
  readonly initialState: unknown;
}

/**
 * The whole tree of a remote: providers, error boundary (localized fallback), the app. The
 * browser mounts exactly this and the remote's fragment server renders exactly this, so
 * hydration sees the same elements with the same props.
 * @example renderFragment(<RemoteTree name="mfe-newsletter" App={App} messages={m} client={c} props={serverRemoteProps(ctx)} initialState={s} />, { identifierPrefix: 'mfe-newsletter-', … })
 */
export function RemoteTree(p: RemoteTreeProps): ReactNode {
  const { name, App, messages, client, props, initialState } = p;
  return (
    <RemoteProviders locale={props.locale} tenant={props.tenant} messages={messages} client={client}>
      <RemoteErrorBoundary name={name} fallback={<FallbackNotice />}>
        <App props={props} initialState={initialState} />
      </RemoteErrorBoundary>
    </RemoteProviders>
  );
}
