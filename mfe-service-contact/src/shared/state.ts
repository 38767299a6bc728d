/** The text fields of the form as the page holds them. */
export type FormFields = Partial<Record<string, string>>;

/** What the fragment server hands the page (state script) and the browser hydrates with. */
export type ContactState =
  | {
      readonly v: 1;
      readonly page: 'form';
      /** Values of a refused post without JavaScript (never files). */
      readonly values?: FormFields;
      /** Localized field errors of that post. */
      readonly errors?: Readonly<Record<string, string>>;
    }
  | { readonly v: 1; readonly page: 'sent'; readonly reference?: string }
  | {
      readonly v: 1;
      readonly page: 'layer';
      readonly layer: LayerContent | null;
      readonly standalone: boolean;
    };

/** A service layer's content (content bucket `servicelayer-<id>`). */
export interface LayerContent {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** The index of the layers (`/servicelayer/`, content bucket `servicelayer`): a link to each. */
  readonly links?: readonly { readonly href: string; readonly label: string }[];
}

/** Whether a value is a {@link ContactState}. */
export function isContactState(value: unknown): value is ContactState {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { v?: unknown }).v === 1 &&
    typeof (value as { page?: unknown }).page === 'string'
  );
}
