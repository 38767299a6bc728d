import type { Locale } from '@sf/contracts';
import type { MessageBundle } from '@sf/i18n';
import { RemoteProviders } from '@sf/remote-kit';
import { tenantOfLocale } from '@sf/tenant-config';
import {
  Client,
  CombinedError,
  makeErrorResult,
  makeResult,
  type Exchange,
  type Operation,
  type OperationResult,
} from '@urql/core';
import { render, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { filter, fromPromise, mergeMap, onPush, pipe, share, takeUntil } from 'wonka';

/** Answers a GraphQL operation: the `data` object, or an Error for a network failure. */
export type GatewayHandler = (operationName: string, variables: Record<string, unknown>) => unknown;

/** The operations a scripted gateway was asked, in order. */
export type GatewayCalls = { name: string; variables: Record<string, unknown> }[];

/** A urql client whose every operation is answered by `handler` (no network). */
export function scriptedGateway(handler: GatewayHandler): { client: Client; calls: GatewayCalls } {
  const calls: GatewayCalls = [];
  const nameOf = (op: Operation) =>
    op.query.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value ?? 'anonymous';
  // like a network: an operation torn down before it goes out (urql's `useQuery` peeks at the cache
  // during render and tears that operation down at once) is neither recorded nor answered
  const exchange: Exchange = () => (ops$) => {
    const shared$ = share(ops$);
    return pipe(
      shared$,
      filter((op) => op.kind === 'query' || op.kind === 'mutation'),
      mergeMap((op) => {
        const variables = (op.variables ?? {}) as Record<string, unknown>;
        let live = true;
        const answer = Promise.resolve().then(() => {
          if (!live) return null;
          calls.push({ name: nameOf(op), variables });
          return Promise.resolve()
            .then(() => handler(nameOf(op), variables))
            .then(
              (data) =>
                data instanceof Error
                  ? makeErrorResult(op, data)
                  : makeResult(op, { data: data as Record<string, unknown> }),
              (error: unknown) =>
                makeErrorResult(
                  op,
                  new CombinedError({
                    networkError: error instanceof Error ? error : new Error(String(error)),
                  }),
                ),
            );
        });
        return pipe(
          fromPromise(answer),
          filter((result): result is OperationResult => result !== null),
          takeUntil(
            pipe(
              shared$,
              filter((o) => o.kind === 'teardown' && o.key === op.key),
              onPush(() => {
                live = false;
              }),
            ),
          ),
        );
      }),
    );
  };
  return { client: new Client({ url: 'http://test.invalid/graphql', exchanges: [exchange] }), calls };
}

/** Options of {@link renderInRemote}. */
export interface RemoteRenderOptions {
  /** The remote's messages. */
  readonly messages: MessageBundle;
  readonly locale?: Locale;
  /** Answers the gateway; without it every operation fails the test. */
  readonly handler?: GatewayHandler;
}

/** Renders `ui` under a remote's real providers (intl of `locale`, theme, a scripted gateway). */
export function renderInRemote(
  ui: ReactElement,
  opts: RemoteRenderOptions,
): RenderResult & { calls: GatewayCalls } {
  const locale = opts.locale ?? 'de-DE';
  const { client, calls } = scriptedGateway(
    opts.handler ??
      (() => {
        throw new Error('no gateway in this test');
      }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RemoteProviders locale={locale} tenant={tenantOfLocale(locale)} messages={opts.messages} client={client}>
      {children}
    </RemoteProviders>
  );
  return Object.assign(render(ui, { wrapper }), { calls });
}

/** Runs axe on a rendered tree (colour contrast is the tokens' own test: jsdom cannot measure it). */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
