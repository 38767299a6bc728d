import type { RemoteAppProps } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { NewsletterSheet } from './newsletter-sheet';
import { toSheetContent, type NewsletterSheetContent } from './sheet-content';

/** Initial state of the sheet fragment: the content bucket texts it was rendered with. */
export interface SheetState {
  readonly v: 1;
  readonly content: NewsletterSheetContent;
}

/** Root of the sheet widget as a mounted application: the sheet with the texts of its fragment state. */
export function SheetApp({ props, initialState }: RemoteAppProps): ReactElement {
  const content =
    typeof initialState === 'object' && initialState !== null
      ? toSheetContent((initialState as { content?: unknown }).content)
      : {};
  return <NewsletterSheet locale={props.locale} content={content} />;
}
