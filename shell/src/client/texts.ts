import type { Locale } from '@sf/contracts';
import { createIntlFor } from '@sf/i18n';
import { SHELL_MESSAGES } from '../messages';

/** The localized texts the shell's browser code shows. */
export interface ClientTexts {
  readonly fallback: { readonly unavailable: string; readonly degraded: string };
  readonly toasts: { readonly close: string; readonly region: string };
}

/** Texts of a locale from the shared chrome messages and the shell's own. */
export function clientTexts(locale: Locale): ClientTexts {
  // formatted, never read as text: in the browser the messages are ICU ASTs (decision 0284)
  const intl = createIntlFor(locale, SHELL_MESSAGES);
  const t = (id: string) => intl.formatMessage({ id });
  return {
    fallback: { unavailable: t('sf.fragment.fallback'), degraded: t('shell.remote.degraded') },
    toasts: { close: t('sf.toast.close'), region: t('shell.toasts.label') },
  };
}
