import type { Locale } from '@sf/contracts';
import { createIntlFor } from '@sf/i18n';
import { SHELL_MESSAGES } from '../../messages';

/** Looks up a chrome message (shared @sf/i18n messages + the shell's) with ICU values. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The translator of a locale for server rendering. */
export function translator(locale: Locale): Translate {
  const intl = createIntlFor(locale, SHELL_MESSAGES);
  return (id, values) => intl.formatMessage({ id }, values);
}
