import type { RemoteLifecycles, RemoteProps } from '@sf/contracts';
import { createGatewayClient, dataTimingsFor, restoreSsr, type Client } from '@sf/gateway-client';
import type { MessageBundle } from '@sf/i18n';
import * as React from 'react';
import singleSpaReact from 'single-spa-react';
import { wrapReactDomClient } from './react-dom-client';
import { leaveEnteredFields, restoreEnteredValues, watchEnteredValues } from './keep-form-input';
import { gatewayStateOf, readInitialState } from './read-initial-state';
import { RemoteTree, type RemoteAppProps } from './remote-tree';
import { pickRemoteProps } from './server-remote-props';
import { shouldHydrate } from './should-hydrate';

/** Options of {@link createRemoteLifecycles}. */
export interface RemoteLifecyclesOptions {
  /** The remote's name (`mfe-newsletter`): state script, `identifierPrefix`, log lines. */
  readonly name: string;
  /** The remote's root component. */
  readonly App: React.ComponentType<RemoteAppProps>;
  /** The remote's messages (`src/messages/*.json`). */
  readonly messages: MessageBundle;
  /** Builds the gateway client of a mount; default: `createGatewayClient` with the session token. */
  readonly createClient?: (props: RemoteProps, gatewayState: unknown) => Client;
}

interface MountState {
  readonly initialState: unknown;
  readonly client: Client;
}

const defaultClient = (props: RemoteProps, gatewayState: unknown): Client =>
  createGatewayClient({
    token: () => props.session.token(),
    // the client data layer's timings (decision 0210), by this browser's connection
    timings: dataTimingsFor(navigator),
    ...(gatewayState !== undefined ? { ssr: restoreSsr(gatewayState) } : {}),
  });

/** Resolves after two macrotasks: React flushes a commit's passive effects (and their sync re-renders) before. */
function afterPassiveEffects(): Promise<void> {
  return new Promise((done) => setTimeout(() => setTimeout(done, 0), 0));
}

/**
 * The single-spa lifecycles of a remote (what its `./app` exposes): single-spa-react with a
 * `renderType` that hydrates the slot's server HTML when it is there for this route and renders
 * fresh otherwise, roots with `identifierPrefix: '<name>-'`, the slot (`props.domElement`) as the
 * container, and {@link RemoteTree} (providers + error boundary + App) as the tree. Values a
 * shopper entered into the server HTML before hydration are given back to the hydrated form
 * (`keep-form-input.ts`).
 * @example
 * // src/exposes/app.tsx
 * export const { bootstrap, mount, unmount } = createRemoteLifecycles({ name: 'mfe-newsletter', App, messages });
 */
export function createRemoteLifecycles(options: RemoteLifecyclesOptions): RemoteLifecycles {
  const { name, App, messages } = options;
  const createClient = options.createClient ?? defaultClient;
  let hydrate = false;
  const mounts = new WeakMap<HTMLElement, MountState>();

  function Root(spaProps: RemoteProps): React.ReactNode {
    const props = pickRemoteProps(spaProps);
    const mount = mounts.get(props.domElement);
    if (!mount) throw new Error(`[${name}] mounted without state`);
    return (
      <RemoteTree
        name={name}
        App={App}
        messages={messages}
        client={mount.client}
        props={props}
        initialState={mount.initialState}
      />
    );
  }

  const inner = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient: wrapReactDomClient(name),
    rootComponent: Root as React.FunctionComponent<RemoteProps>,
    renderType: () => (hydrate ? 'hydrateRoot' : 'createRoot'),
    domElementGetter: (props) => props.domElement,
    // RemoteTree has its own error boundary with the localized fallback
    suppressComponentDidCatchWarning: true,
  });

  // single-spa calls the lifecycles with its own props (name, singleSpa, mountParcel) added
  type SpaProps = Parameters<typeof inner.mount>[0];
  const spa = (props: RemoteProps) => props as SpaProps;

  return {
    bootstrap: (props) => inner.bootstrap(spa(props)),
    mount: (props) => {
      const slot = props.domElement;
      hydrate = shouldHydrate(slot, props.tenant, window.location.pathname);
      const initialState = hydrate ? readInitialState(name) : null;
      mounts.set(slot, {
        initialState,
        client: createClient(props, hydrate ? gatewayStateOf(initialState) : undefined),
      });
      const how = hydrate ? 'hydrated' : 'rendered';
      // what the shopper entered into the server HTML before now is given back after hydration
      const entered = hydrate ? watchEnteredValues(slot) : null;
      // while React hydrates, the shell holds clicks on checks too (React would set them back): decision 0125
      if (hydrate) slot.setAttribute('data-sf-hydrating', '');
      // `data-sf-mounted` tells tests, monitoring and the shell that the remote is live in its slot
      return inner.mount(spa(props)).then(
        async () => {
          if (entered) {
            // the hydration's own follow-up render (passive effects, e.g. a `useSyncExternalStore`
            // whose client value differs) resets controlled inputs again: give values back after it
            await afterPassiveEffects();
            entered.stop();
            // React is done hydrating: the clicks given back below are not to be held by the shell
            slot.removeAttribute('data-sf-hydrating');
            const values = entered.take();
            if (restoreEnteredValues(slot, values) > 0) {
              // the fields left get their `focusout` once the form has rendered the values given back
              await afterPassiveEffects();
              leaveEnteredFields(slot, values);
            }
          }
          // the remote's effects (and the renders they start, e.g. a widget that finds the chrome's
          // form in an effect and listens to it in the next) are in place before it counts as live
          await afterPassiveEffects();
          // the shell holds a shopper's clicks and submits in the slot until this is set, then
          // replays them (decision 0125): the form's state holds every value given back by now
          slot.removeAttribute('data-sf-hydrating');
          slot.setAttribute('data-sf-mounted', how);
        },
        (error: unknown) => {
          entered?.stop();
          slot.removeAttribute('data-sf-hydrating');
          throw error;
        },
      );
    },
    unmount: async (props) => {
      await inner.unmount(spa(props));
      props.domElement.removeAttribute('data-sf-mounted');
      mounts.delete(props.domElement);
    },
  };
}
