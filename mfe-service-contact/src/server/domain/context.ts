import type { Db } from '@sf/data';
import type { CaptchaSettings } from './captcha';
import type { FileStore } from './file-store';

/** What the contact services need: the `contact` schema, the file store, captcha settings, the clock. */
export interface ContactContext {
  readonly db: Db;
  readonly files: FileStore;
  readonly captcha: CaptchaSettings;
  /** Where contact messages go (the service team's mailbox). */
  readonly serviceEmail: string;
  /**
   * Where barrier reports go (the answer text promises the accessibility team); without it the
   * service team's mailbox.
   */
  readonly accessibilityEmail?: string;
  readonly now: () => Date;
}
