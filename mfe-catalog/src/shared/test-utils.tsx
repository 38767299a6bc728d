/**
 * Test helpers of this remote (imported by *.test.tsx only): render inside the real providers with a
 * scripted gateway, and run axe on the result.
 */
import type { Locale } from '@sf/contracts';
import { RemoteProviders } from '@sf/remote-kit';
import { Client, CombinedError, makeErrorResult, makeResult, type Exchange, type Operation } from '@urql/core';
import { render, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { filter, fromPromise, mergeMap, pipe } from 'wonka';
import { CATALOG_MESSAGES } from './messages';

/** Answers a GraphQL operation: the `data` object, or an Error for a network failure. */
export type GatewayHandler = (operationName: string, variables: Record<string, unknown>) => unknown;

/** A urql client whose every operation is answered by `handler` (no network). */
export function scriptedGateway(handler: GatewayHandler): { client: Client; calls: { name: string; variables: Record<string, unknown> }[] } {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const nameOf = (op: Operation) =>
    op.query.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value ?? 'anonymous';
  const exchange: Exchange = () => (ops$) =>
    pipe(
      ops$,
      filter((op) => op.kind === 'query' || op.kind === 'mutation'),
      mergeMap((op) => {
        const variables = (op.variables ?? {}) as Record<string, unknown>;
        calls.push({ name: nameOf(op), variables });
        return fromPromise(
          Promise.resolve()
            .then(() => handler(nameOf(op), variables))
            .then(
              (data) =>
                data instanceof Error ? makeErrorResult(op, data) : makeResult(op, { data: data as Record<string, unknown> }),
              (error: unknown) =>
                makeErrorResult(op, new CombinedError({ networkError: error instanceof Error ? error : new Error(String(error)) })),
            ),
        );
      }),
    );
  return { client: new Client({ url: 'http://test.invalid/graphql', exchanges: [exchange] }), calls };
}

/** Renders `ui` under the remote's providers (intl of `locale`, theme, the scripted gateway). */
export function renderRemote(
  ui: ReactElement,
  opts: { locale?: Locale; handler?: GatewayHandler } = {},
): RenderResult & { calls: { name: string; variables: Record<string, unknown> }[] } {
  const locale = opts.locale ?? 'de-DE';
  const { client, calls } = scriptedGateway(
    opts.handler ??
      (() => {
        throw new Error('no gateway in this test');
      }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RemoteProviders locale={locale} tenant={locale === 'nl-NL' ? 'NL' : locale.endsWith('CH') ? 'CH' : locale === 'de-AT' ? 'AT' : 'DE'} messages={CATALOG_MESSAGES} client={client}>
      {children}
    </RemoteProviders>
  );
  const result = render(ui, { wrapper });
  return Object.assign(result, { calls });
}

/** Runs axe on a rendered tree (colour contrast is the tokens' own test: jsdom cannot measure it). */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
