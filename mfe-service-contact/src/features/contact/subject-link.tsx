import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import type { SubjectId } from '../../shared/subjects';

/** The pages a subject's answer sends the customer to: the bonus programme's points view in "Mein Konto". */
const SUBJECT_LINKS: Partial<Record<SubjectId, Parameters<typeof localizedPath>[0]>> = {
  bonusProgramme: 'account-bonus',
};

/** The link of a subject's answer (its text `contact.subject.<id>.link`), or nothing. */
export function SubjectLink({
  subject,
  locale,
  label,
}: {
  subject: SubjectId;
  locale: Locale;
  label: (id: string) => string;
}): ReactElement | null {
  const route = SUBJECT_LINKS[subject];
  if (!route) return null;
  return (
    <>
      {' '}
      <a href={localizedPath(route, locale)}>{label(`contact.subject.${subject}.link`)}</a>
    </>
  );
}
