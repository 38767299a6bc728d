import type { Locale } from '@sf/contracts';
import { useMutation } from '@sf/gateway-client';
import { useCallback } from 'react';
import {
  SUBSCRIBE_NEWSLETTER,
  type SubscribeNewsletterData,
  type SubscribeNewsletterVariables,
} from './subscribe-mutation';

/** Values of the sign-up form. */
export interface SignupValues {
  email?: string;
  salutation?: string;
  brands?: string;
}

/** What a submit of page 1 led to. */
export type SubscribeOutcome =
  | { readonly kind: 'pending' | 'existing' }
  | { readonly kind: 'invalid'; readonly fieldErrors: Record<string, string> }
  | { readonly kind: 'error' };

/** Sends page 1 through the gateway (`subscribeNewsletter`) and reduces the answer to an outcome. */
export function useSubscribe(locale: Locale): (values: SignupValues) => Promise<SubscribeOutcome> {
  const [, execute] = useMutation<SubscribeNewsletterData, SubscribeNewsletterVariables>(
    SUBSCRIBE_NEWSLETTER,
  );
  return useCallback(
    async (values) => {
      const result = await execute({
        input: {
          email: values.email?.trim() ?? '',
          salutation: values.salutation || null,
          brands: values.brands ?? '',
          locale,
        },
      });
      const data = result.data?.subscribeNewsletter;
      if (result.error || !data) return { kind: 'error' };
      if (data.status === 'PENDING') return { kind: 'pending' };
      if (data.status === 'EXISTING') return { kind: 'existing' };
      return {
        kind: 'invalid',
        fieldErrors: Object.fromEntries(data.fieldErrors.map((e) => [e.field, e.message])),
      };
    },
    [execute, locale],
  );
}
