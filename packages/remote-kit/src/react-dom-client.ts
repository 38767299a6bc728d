import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import type { ReactNode } from 'react';

/** The part of `react-dom/client` single-spa-react calls. */
export interface ReactDomClientLike {
  createRoot(container: Element): Root;
  hydrateRoot(container: Element, node: ReactNode): Root;
}

/** `identifierPrefix` of a remote's roots: `<name>-`; the fragment server renders with the same. */
export function identifierPrefixOf(name: string): string {
  return `${name}-`;
}

/**
 * A `react-dom/client` whose roots carry the remote's `identifierPrefix` and an
 * `onRecoverableError` that logs. single-spa-react 6.0.2 passes no options to
 * `createRoot`/`hydrateRoot`; without the prefix every root on the page makes the same `useId`
 * values (RECIPES.md).
 */
export function wrapReactDomClient(name: string): ReactDomClientLike {
  const options: RootOptions = {
    identifierPrefix: identifierPrefixOf(name),
    onRecoverableError: (error, info) => {
      console.error(
        `[${name}] recovered from an error while hydrating; the server HTML was re-rendered`,
        error,
        info.componentStack ?? '',
      );
    },
  };
  return {
    createRoot: (container) => createRoot(container, options),
    hydrateRoot: (container, node) => hydrateRoot(container, node, options),
  };
}
