import type { Locale } from '@sf/contracts';
import {
  SHARED_MESSAGES,
  SHARED_MESSAGES_DE,
  SHARED_MESSAGES_FR,
  SHARED_MESSAGES_NL,
} from './shared-messages';
import { messagesFor } from '../intl/messages-for';
import { createIntlFor } from '../intl/create-intl';

describe('shared messages', () => {
  it('have the texts the spec and the platform fix', () => {
    expect(SHARED_MESSAGES_DE['sf.fragment.fallback']).toBe(
      'Dieser Bereich kann gerade nicht angezeigt werden. Bitte laden Sie die Seite später erneut.',
    );
    expect(SHARED_MESSAGES_DE['sf.skipLink']).toBe('Zum Inhalt springen');
    expect(SHARED_MESSAGES_DE['sf.error.generic']).toBe('Es ist ein Fehler aufgetreten.');
    expect(SHARED_MESSAGES_DE['sf.error.general']).toBe(
      'Wir konnten Ihre Anfrage leider nicht bearbeiten. Bitte versuchen Sie es später noch einmal.',
    );
    expect([
      SHARED_MESSAGES_DE['sf.colorMode.light'],
      SHARED_MESSAGES_DE['sf.colorMode.dark'],
      SHARED_MESSAGES_DE['sf.colorMode.system'],
    ]).toEqual(['Hell', 'Dunkel', 'System']);
  });

  it('exist in French and Dutch for every id, translated', () => {
    const ids = Object.keys(SHARED_MESSAGES_DE).sort();
    expect(Object.keys(SHARED_MESSAGES_FR).sort()).toEqual(ids);
    expect(Object.keys(SHARED_MESSAGES_NL).sort()).toEqual(ids);
    for (const id of ids) {
      const de = SHARED_MESSAGES_DE[id as keyof typeof SHARED_MESSAGES_DE];
      if (id === 'sf.colorMode.system') continue;
      expect([id, SHARED_MESSAGES_FR[id as keyof typeof SHARED_MESSAGES_FR]]).not.toEqual([id, de]);
      expect([id, SHARED_MESSAGES_NL[id as keyof typeof SHARED_MESSAGES_NL]]).not.toEqual([id, de]);
    }
  });

  it('are valid ICU messages that format to themselves (no accidental quoting)', () => {
    for (const [locale, messages] of Object.entries(SHARED_MESSAGES)) {
      const intl = createIntlFor(locale as Locale);
      for (const [id, text] of Object.entries(messages)) {
        expect([id, intl.formatMessage({ id })]).toEqual([id, text]);
      }
    }
  });

  it('have no ß in de-CH', () => {
    for (const text of Object.values(messagesFor('de-CH'))) expect(text).not.toContain('ß');
  });
});
