import { localizedPath } from '@sf/i18n';
import type { RemoteAppProps } from '@sf/remote-kit';
import { useState, type ReactElement } from 'react';
import { ContactPage, SentPage } from '../features/contact/contact-pages';
import { ServiceLayer } from '../features/layer/service-layer';
import { isContactState, type ContactState } from '../shared/state';

/**
 * The service-contact remote's root: the contact form, its success view or a service layer, from
 * the server's state. The same tree renders on the fragment server and hydrates in the browser.
 */
export function ContactApp({ props, initialState }: RemoteAppProps): ReactElement {
  const { tenant, locale } = props;
  const [state, setState] = useState<ContactState>(
    isContactState(initialState) ? initialState : { v: 1, page: 'form' },
  );
  const [moved, setMoved] = useState(false);
  switch (state.page) {
    case 'form':
      return (
        <ContactPage
          tenant={tenant}
          locale={locale}
          values={state.values}
          errors={state.errors}
          onSent={(nextPath, reference) => {
            window.history.pushState(null, '', nextPath || localizedPath('contact-sent', locale));
            setMoved(true);
            setState({ v: 1, page: 'sent', reference });
          }}
        />
      );
    case 'sent':
      return <SentPage locale={locale} reference={state.reference} focus={moved} />;
    case 'layer':
      return <ServiceLayer layer={state.layer} />;
  }
}
