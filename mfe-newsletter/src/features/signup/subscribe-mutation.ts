/** The sign-up mutation of the newsletter subgraph (sent through the gateway as a persisted document). */
export const SUBSCRIBE_NEWSLETTER = /* GraphQL */ `
  mutation SubscribeNewsletter($input: SubscribeNewsletterInput!) {
    subscribeNewsletter(input: $input) {
      status
      nextPath
      fieldErrors {
        field
        message
      }
    }
  }
`;

/** Variables of {@link SUBSCRIBE_NEWSLETTER}. */
export interface SubscribeNewsletterVariables {
  readonly input: { email: string; salutation: string | null; brands: string; locale: string };
}

/** Data of {@link SUBSCRIBE_NEWSLETTER}. */
export interface SubscribeNewsletterData {
  readonly subscribeNewsletter: {
    readonly status: 'PENDING' | 'EXISTING' | 'INVALID';
    readonly nextPath: string | null;
    readonly fieldErrors: readonly { readonly field: string; readonly message: string }[];
  };
}
