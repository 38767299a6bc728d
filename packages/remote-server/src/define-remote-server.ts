import type { FragmentContext, Locale } from '@sf/contracts';
import type { MessageBundle, RemoteName } from '@sf/i18n';
import type { RemoteAppProps } from '@sf/remote-kit';
import type { ComponentType } from 'react';
import { createGatewayCaller, type CallGateway, type GatewayCallerOptions } from './call-gateway';
import { createRefusals, type RefusalTexts, type RemoteRefusals } from './refusals';
import { renderRemote, type MountedApp } from './render';
import { textOf, type RemoteText } from './text-of';

/** What a remote says about itself; the preset gives it the rest. */
export interface RemoteServerDefinition<Id extends string> {
  /** The remote (its routes, its slot, the prefix of its React ids). */
  readonly name: RemoteName;
  /** Its messages (`src/messages/<locale>.json`). */
  readonly messages: MessageBundle;
  /** The App its slot mounts (`src/exposes`); absent while a remote has no React pages (then `render` needs `mounted`). */
  readonly App?: ComponentType<RemoteAppProps>;
  /** Its refusals' texts by status. */
  readonly refusals: RefusalTexts & { readonly messageIds: Readonly<Record<number, NoInfer<Id>>> };
}

/** The server preset of one remote. */
export interface RemoteServer<Id extends string> extends RemoteRefusals {
  readonly name: RemoteName;
  /** Its messages formatted by @formatjs/intl in a locale. */
  readonly text: RemoteText<Id>;
  /** Its tree (or a widget of it: `mounted`) server-rendered as the browser mounts it, with the state script. */
  render(routeId: string, fragment: FragmentContext, state: unknown, mounted?: MountedApp): Promise<string>;
  /** Its one way to the gateway (the Node adapter passes `SF_GATEWAY_URL` and `hostRequest`). */
  gateway(options: GatewayCallerOptions): CallGateway;
}

/**
 * The server-side twin of @sf/federation: one call gives a remote its rendering, its texts (intl from
 * its messages), its coded refusals and its call to the gateway. The shop of a request
 * (`requestShop`), the subgraph route (`subgraphRoutes`) and the fragment helpers of @sf/server-kit
 * come with the same package.
 */
export function defineRemoteServer<Id extends string = string>(
  definition: RemoteServerDefinition<Id>,
): RemoteServer<Id> {
  const text = textOf<Id>(definition.messages);
  const self = definition.App;
  const mountedSelf: MountedApp | null = self ? { name: definition.name, App: self } : null;
  return {
    name: definition.name,
    text,
    ...createRefusals(definition.refusals, (locale: Locale, id: string) => text(locale, id as Id)),
    render: (routeId, fragment, state, mounted = mountedSelf ?? undefined) => {
      if (!mounted) throw new Error(`${definition.name} has no App to render ${routeId} with`);
      return renderRemote({
        remote: definition.name,
        messages: definition.messages,
        mounted,
        routeId,
        fragment,
        state,
      });
    },
    gateway: (options) => createGatewayCaller(options),
  };
}
