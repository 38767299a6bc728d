import type { Locale } from '@sf/contracts';
import { useMutation } from '@sf/gateway-client';
import { useCallback } from 'react';
import type { Frequency } from '../../shared/newsletter-options';
import type { UnsubscribeResult } from '../../shared/state';
import {
  UNSUBSCRIBE_NEWSLETTER,
  type UnsubscribeNewsletterData,
  type UnsubscribeNewsletterVariables,
} from './unsubscribe-mutation';

/** Values of the unsubscribe form. */
export interface UnsubscribeValues {
  email?: string;
  newsletter?: string;
  pauseDays?: string;
}

/** What a submit of the unsubscribe form led to. */
export type UnsubscribeSubmitOutcome =
  | { readonly kind: 'result'; readonly result: UnsubscribeResult }
  | { readonly kind: 'invalid'; readonly fieldErrors: Record<string, string> };

type Data = UnsubscribeNewsletterData['unsubscribeNewsletter'];

function toResult(data: Data): UnsubscribeResult {
  if (data.status === 'REQUESTED') return { kind: 'requested' };
  if (data.status === 'NOT_FOUND') return { kind: 'not-found' };
  switch (data.action) {
    case 'frequency':
      return { kind: 'frequency', frequency: (data.frequency ?? 1) as Frequency };
    case 'pause':
      return data.pausedUntil ? { kind: 'pause', pausedUntil: data.pausedUntil } : { kind: 'error' };
    case 'unsubscribe':
    case 'unsubscribeFlexikonto':
      return { kind: data.action };
    default:
      return { kind: 'error' };
  }
}

/** Sends the unsubscribe form through the gateway (`unsubscribeNewsletter`). */
export function useUnsubscribe(
  locale: Locale,
): (values: UnsubscribeValues) => Promise<UnsubscribeSubmitOutcome> {
  const [, execute] = useMutation<UnsubscribeNewsletterData, UnsubscribeNewsletterVariables>(
    UNSUBSCRIBE_NEWSLETTER,
  );
  return useCallback(
    async (values) => {
      const pause = values.newsletter === 'pause|-100';
      const result = await execute({
        input: {
          email: values.email?.trim() ?? '',
          newsletter: values.newsletter ?? '',
          pauseDays: pause && values.pauseDays ? Number(values.pauseDays) : null,
          locale,
        },
      });
      const data = result.data?.unsubscribeNewsletter;
      if (result.error || !data) return { kind: 'result', result: { kind: 'error' } };
      if (data.status === 'INVALID') {
        return {
          kind: 'invalid',
          fieldErrors: Object.fromEntries(data.fieldErrors.map((e) => [e.field, e.message])),
        };
      }
      return { kind: 'result', result: toResult(data) };
    },
    [execute, locale],
  );
}
