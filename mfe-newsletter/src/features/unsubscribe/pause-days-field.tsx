import { useIntl } from '@sf/remote-kit';
import { Select, shownError } from '@sf/ui';
import type { ReactElement } from 'react';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { PAUSE_DAYS } from '../../shared/newsletter-options';

/**
 * Without JavaScript the select is in the HTML but hidden by CSS unless the pause radio is checked
 * (`:has`); browsers without `:has` drop the rule and simply show it. With JavaScript the form
 * renders it only while pause is chosen.
 */
const Reveal = styled.div`
  form:not(:has(input[value='pause|-100']:checked)) & {
    display: none;
  }
`;

/** The pause duration select (7/14/21/30 days) of the unsubscribe form. */
export function PauseDaysField({
  initialError,
}: {
  readonly initialError?: string | undefined;
}): ReactElement {
  const intl = useIntl();
  return (
    <Reveal>
      <Field<string> name="pauseDays">
        {({ input, meta }) => (
          <Select
            {...input}
            label={intl.formatMessage({ id: 'newsletter.unsubscribe.pauseDays' })}
            placeholder={intl.formatMessage({ id: 'newsletter.choose' })}
            required
            options={PAUSE_DAYS.map((days) => ({
              value: String(days),
              label: intl.formatMessage({ id: 'newsletter.unsubscribe.pauseDaysOption' }, { days }),
            }))}
            error={shownError(meta, initialError)}
          />
        )}
      </Field>
    </Reveal>
  );
}
