/**
 * Texts of the sheet from the content bucket document `newsletter-sheet` (the shell's bucket shape:
 * headline, text, legal, cta, dismiss). Every field is optional here; missing ones fall back to the
 * newsletter's messages. The CTA always leads to the sign-up page of the locale.
 */
export interface NewsletterSheetContent {
  readonly headline?: string | undefined;
  readonly text?: string | undefined;
  readonly legal?: string | undefined;
  readonly cta?: { readonly label?: string | undefined } | undefined;
  /** Label of the close button. */
  readonly dismiss?: string | undefined;
  /** Label of the button that opens the sheet. */
  readonly buttonLabel?: string | undefined;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** Reads untrusted bucket JSON (or fragment state) into {@link NewsletterSheetContent}; junk is dropped. */
export function toSheetContent(value: unknown): NewsletterSheetContent {
  if (typeof value !== 'object' || value === null) return {};
  const v = value as Record<string, unknown>;
  const cta =
    typeof v.cta === 'object' && v.cta !== null ? str((v.cta as Record<string, unknown>).label) : undefined;
  return {
    headline: str(v.headline),
    text: str(v.text),
    legal: str(v.legal),
    cta: cta ? { label: cta } : undefined,
    dismiss: str(v.dismiss),
    buttonLabel: str(v.buttonLabel),
  };
}
