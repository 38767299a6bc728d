import type { Locale, TenantId } from '@sf/contracts';
import { contentLink } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import { useEffect, useRef, type ReactElement } from 'react';
import styled from 'styled-components';
import type { FormFields } from '../../shared/state';
import { ContactForm } from './contact-form';

const Page = styled.section`
  display: grid;
  gap: 1rem;
  padding: 1rem 0 2rem;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 2rem;
`;

/** The contact page: heading, intro and the form. */
export function ContactPage(props: {
  readonly tenant: TenantId;
  readonly locale: Locale;
  readonly values?: FormFields | undefined;
  readonly errors?: Readonly<Record<string, string>> | undefined;
  readonly onSent: (nextPath: string, reference: string) => void;
}): ReactElement {
  const intl = useIntl();
  return (
    <Page aria-labelledby="contact-title">
      <Heading id="contact-title">{intl.formatMessage({ id: 'contact.title' })}</Heading>
      <p>{intl.formatMessage({ id: 'contact.intro' })}</p>
      <ContactForm {...props} />
    </Page>
  );
}

/** The success view: the reference and a way back to the service pages; its heading takes focus after a submit. */
export function SentPage({
  locale,
  reference,
  focus,
}: {
  readonly locale: Locale;
  readonly reference?: string | undefined;
  readonly focus: boolean;
}): ReactElement {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <Page aria-labelledby="contact-sent-title">
      <Heading id="contact-sent-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage({ id: 'contact.success.title' })}
      </Heading>
      <p role="status">
        {intl.formatMessage({ id: 'contact.success.text' }, { reference: reference ?? '—' })}
      </p>
      <p>
        <a href={contentLink('service-help', locale)}>{intl.formatMessage({ id: 'contact.success.back' })}</a>
      </p>
    </Page>
  );
}
