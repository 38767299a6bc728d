/** The unsubscribe mutation of the newsletter subgraph (sent through the gateway as a persisted document). */
export const UNSUBSCRIBE_NEWSLETTER = /* GraphQL */ `
  mutation UnsubscribeNewsletter($input: UnsubscribeNewsletterInput!) {
    unsubscribeNewsletter(input: $input) {
      status
      action
      frequency
      pausedUntil
      message
      fieldErrors {
        field
        message
      }
    }
  }
`;

/** Variables of {@link UNSUBSCRIBE_NEWSLETTER}. */
export interface UnsubscribeNewsletterVariables {
  readonly input: { email: string; newsletter: string; pauseDays: number | null; locale: string };
}

/** Data of {@link UNSUBSCRIBE_NEWSLETTER}. */
export interface UnsubscribeNewsletterData {
  readonly unsubscribeNewsletter: {
    readonly status: 'REQUESTED' | 'UPDATED' | 'NOT_FOUND' | 'INVALID';
    readonly action: 'frequency' | 'pause' | 'unsubscribe' | 'unsubscribeFlexikonto' | null;
    readonly frequency: number | null;
    readonly pausedUntil: string | null;
    readonly message: string;
    readonly fieldErrors: readonly { readonly field: string; readonly message: string }[];
  };
}
