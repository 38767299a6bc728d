import type { Locale, TenantId } from '@sf/contracts';
import { createIntlFor, type Messages } from '@sf/i18n';
import { axeViolations, renderInRemote } from '@sf/testing/remote';
import { MESSAGES_DE, MESSAGES_FR, MESSAGES_NL } from '@sf/validation';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DE_DE from '../../messages/de-DE.json';
import FR_CH from '../../messages/fr-CH.json';
import NL_NL from '../../messages/nl-NL.json';
import { CONTACT_MESSAGES } from '../../shared/messages';
import { SUBJECT_IDS } from '../../shared/subjects';
import { ContactForm } from './contact-form';

// The ALTCHA widget is a web component that solves its proof of work in a worker: jsdom has
// neither, so its modules load as nothing and the test plays the widget's `statechange` event.
jest.mock('altcha', () => ({}), { virtual: true });
jest.mock('altcha/i18n/de', () => ({}), { virtual: true });
jest.mock('altcha/i18n/fr-fr', () => ({}), { virtual: true });
jest.mock('altcha/i18n/nl', () => ({}), { virtual: true });

type Texts = Messages;
interface Case {
  readonly locale: Locale;
  readonly tenant: TenantId;
  /** This remote's texts and the shared validation messages of the locale. */
  readonly m: Texts;
  readonly v: Texts;
}
const DE: Case = { locale: 'de-DE', tenant: 'DE', m: DE_DE, v: MESSAGES_DE };
const FR: Case = { locale: 'fr-CH', tenant: 'CH', m: FR_CH, v: MESSAGES_FR };
const NL: Case = { locale: 'nl-NL', tenant: 'NL', m: NL_NL, v: MESSAGES_NL };

/**
 * A text of a catalogue; a missing one fails the test instead of matching nothing. The remote's
 * catalogues come compiled to the ICU AST, as in the browser (decision 0284): formatted, not read.
 */
const text = (texts: Texts, key: string): string => {
  const found = texts[key];
  if (found === undefined) throw new Error(`no text ${key}`);
  if (typeof found === 'string') return found;
  const one = { [key]: found };
  return createIntlFor('de-DE', { 'de-DE': one, 'fr-CH': one, 'nl-NL': one }).formatMessage({ id: key });
};

/** Testing Library compares visible text with its whitespace collapsed (French texts have a no-break space before `!`). */
const shown = (value: string) => value.replace(/\s+/g, ' ').trim();

function renderForm(c: Case = DE) {
  const onSent = jest.fn();
  const user = userEvent.setup({ applyAccept: false }); // the picker's own rules refuse, not the browser's filter
  const view = renderInRemote(<ContactForm tenant={c.tenant} locale={c.locale} onSent={onSent} />, {
    messages: CONTACT_MESSAGES,
    locale: c.locale,
  });
  const field = (id: string) => screen.getByRole('textbox', { name: text(c.m, `contact.${id}`) });
  const subject = () => screen.getByRole('combobox', { name: text(c.m, 'contact.subject') });
  const submit = () => screen.getByRole('button', { name: text(c.m, 'contact.submit') });
  const attachments = () => screen.getByLabelText(text(c.m, 'contact.attachments')) as HTMLInputElement;
  return { ...view, user, onSent, field, subject, submit, attachments };
}

/** The captcha widget reports a state (`verified` with a payload once solved), as `altcha-widget` does. */
async function captchaState(container: HTMLElement, state: 'verified' | 'expired'): Promise<void> {
  const widget = await waitFor(() => {
    const el = container.querySelector('altcha-widget');
    if (!el) throw new Error('the captcha widget is not there yet');
    return el;
  });
  act(() => {
    widget.dispatchEvent(
      new CustomEvent('statechange', {
        detail: state === 'verified' ? { state, payload: 'solved-payload' } : { state },
      }),
    );
  });
}

/** Focus enters and leaves a field: the form checks a field when it is left. */
function leave(el: HTMLElement): void {
  fireEvent.focus(el);
  fireEvent.blur(el);
}

const image = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('contact form (jsdom)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows every required-field message of spec section 5 verbatim (de-DE), each on its field, axe-clean', async () => {
    const f = renderForm();
    leave(f.subject());
    expect(f.subject()).toHaveAccessibleDescription(/Das ist ein Pflichtfeld\./);
    // "Änderung der Daten" asks for the customer number and the whole address
    await f.user.selectOptions(f.subject(), 'Änderung der Daten');
    for (const id of [
      'firstname',
      'lastname',
      'email',
      'customernumber',
      'street',
      'housenumber',
      'postalcode',
      'city',
      'message',
    ])
      leave(f.field(id));
    const expected: Record<string, string> = {
      firstname: 'Bitte geben Sie Ihren Vornamen an!',
      lastname: 'Bitte geben Sie Ihren Nachnamen an!',
      email: 'Bitte E-Mail-Adresse eingeben.',
      customernumber: 'Bitte gib deine Kundennummer an!',
      street: 'Bitte geben Sie Ihre Straße an!',
      housenumber: 'Bitte angeben!',
      postalcode: 'Bitte angeben!',
      city: 'Bitte geben Sie Ihren Wohnort an!',
      message: 'Bitte verfassen Sie eine Nachricht!',
    };
    for (const [id, message] of Object.entries(expected)) {
      expect(f.field(id)).toHaveAttribute('aria-invalid', 'true');
      expect(f.field(id)).toHaveAccessibleDescription(new RegExp(message.replace(/[.!?]/g, '\\$&')));
    }
    expect(screen.getAllByText('Bitte angeben!')).toHaveLength(2);
    // the optional fields with a format and the attachments in error as well: every error at once
    await f.user.type(f.field('phone'), 'abc');
    await f.user.type(f.field('birthday'), '31.02.1990');
    leave(f.field('phone'));
    leave(f.field('birthday'));
    expect(f.field('phone')).toHaveAccessibleDescription(/Bitte geben Sie eine gültige Telefonnummer an\./);
    expect(f.field('birthday')).toHaveAccessibleDescription(/Das Datum ist nicht gültig\./);
    await f.user.upload(f.attachments(), [image('foto.jpg'), image('foto.jpg')]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fehler beim Hochladen von foto.jpg: Eine Datei mit diesem Namen haben Sie bereits hinzugefügt.',
    );
    expect(f.container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(12);
    expect(await axeViolations(f.container)).toEqual([]);
  });

  it('refuses letters in customer number and postal code with "Nur Zahlen sind erlaubt" and a bad address with its message', async () => {
    const f = renderForm();
    await f.user.type(f.field('customernumber'), '12a');
    await f.user.type(f.field('postalcode'), '12a');
    await f.user.type(f.field('email'), 'erika@');
    leave(f.field('customernumber'));
    leave(f.field('postalcode'));
    leave(f.field('email'));
    expect(screen.getAllByText('Nur Zahlen sind erlaubt')).toHaveLength(2);
    expect(f.field('email')).toHaveAccessibleDescription(/Bitte geben Sie eine gültige E-Mail-Adresse an\./);
  });

  it.each([FR, NL])('shows the required-field messages translated in $locale', async (c) => {
    const f = renderForm(c);
    await f.user.selectOptions(f.subject(), text(c.m, 'contact.subject.changeData'));
    for (const id of [
      'firstname',
      'lastname',
      'email',
      'customernumber',
      'street',
      'housenumber',
      'postalcode',
      'city',
      'message',
    ])
      leave(f.field(id));
    for (const key of [
      'contact.firstname.required',
      'contact.lastname.required',
      'email.required',
      'contact.customerNumber.required',
      'contact.street.required',
      'contact.city.required',
      'contact.message.required',
    ]) {
      expect(screen.getByText(shown(text(c.v, key)))).toBeInTheDocument();
    }
    expect(screen.getAllByText(shown(text(c.v, 'contact.pleaseSpecify')))).toHaveLength(2);
    expect(screen.queryByText('Bitte geben Sie Ihren Vornamen an!')).toBeNull();
  });

  it('links the bonus programme’s answer to the points view in “Mein Konto” (decision 0185)', async () => {
    const f = renderForm();
    await f.user.selectOptions(f.subject(), 'Bonusprogramm');
    expect(screen.getByRole('link', { name: 'Zu Ihren Bonuspunkten in „Mein Konto“' })).toHaveAttribute(
      'href',
      '/mein-konto/bonusprogramm',
    );
    await f.user.selectOptions(f.subject(), 'Lieferung');
    expect(screen.queryByRole('link', { name: /Bonuspunkten/ })).toBeNull();
  });

  it('shows the chosen subject’s answer text for each of the 14 subjects, the barrier report’s among them', async () => {
    const f = renderForm();
    await f.user.selectOptions(f.subject(), 'Barriere melden');
    expect(screen.getByText(/Danke, dass Sie uns eine Barriere melden!/)).toHaveTextContent(
      'Ihre Meldung geht direkt an unser Team für Barrierefreiheit; wir antworten innerhalb von zwei Wochen.',
    );
    // the barrier report asks for no customer number or address
    expect(f.field('customernumber')).not.toBeRequired();
    expect(f.field('street')).not.toBeRequired();
    for (const id of SUBJECT_IDS) {
      await f.user.selectOptions(f.subject(), text(DE_DE, `contact.subject.${id}`));
      expect(screen.getByText(text(DE_DE, `contact.subject.${id}.answer`))).toBeInTheDocument();
    }
    await f.user.selectOptions(f.subject(), 'Änderung der Daten');
    for (const id of ['customernumber', 'street', 'housenumber', 'postalcode', 'city'])
      expect(f.field(id)).toBeRequired();
  });

  it('keeps the submit disabled until every required field and the captcha are filled, then sends', async () => {
    globalThis.fetch = jest.fn(
      async () =>
        ({
          ok: true,
          status: 200,
          json: async () => ({
            reference: 'K-ABCDEFGHJK',
            nextPath: '/service-hilfe/kontakt/gesendet?ref=K-ABCDEFGHJK',
          }),
        }) as unknown as Response,
    ) as unknown as typeof fetch;
    const f = renderForm();
    expect(f.submit()).toBeDisabled();
    await f.user.selectOptions(f.subject(), 'Lieferung');
    await f.user.type(f.field('firstname'), 'Erika');
    await f.user.type(f.field('lastname'), 'Mustermann');
    await f.user.type(f.field('email'), 'erika@example.com');
    expect(f.submit()).toBeDisabled();
    await f.user.type(f.field('message'), 'Wo bleibt meine Lieferung?');
    expect(f.submit()).toBeDisabled(); // the captcha is a required field
    await captchaState(f.container, 'verified');
    expect(f.submit()).toBeEnabled();
    await captchaState(f.container, 'expired');
    expect(f.submit()).toBeDisabled();
    // a subject that asks for more fields disables it again until they are filled
    await captchaState(f.container, 'verified');
    await f.user.selectOptions(f.subject(), 'Daten löschen');
    expect(f.submit()).toBeDisabled();
    await f.user.type(f.field('street'), 'Hauptstraße');
    await f.user.type(f.field('housenumber'), '1');
    await f.user.type(f.field('postalcode'), '20095');
    await f.user.type(f.field('city'), 'Hamburg');
    expect(f.submit()).toBeEnabled();
    await f.user.click(f.submit());
    await waitFor(() =>
      expect(f.onSent).toHaveBeenCalledWith(
        '/service-hilfe/kontakt/gesendet?ref=K-ABCDEFGHJK',
        'K-ABCDEFGHJK',
      ),
    );
  });

  it('shows the server’s captcha refusal and asks for a new solution', async () => {
    const message = text(DE_DE, 'contact.captcha.replayed');
    globalThis.fetch = jest.fn(
      async () =>
        ({
          ok: false,
          status: 422,
          json: async () => ({
            error: {
              code: 'API-422',
              message: 'Bitte prüfen Sie Ihre Eingaben.',
              fieldErrors: { altcha: message },
            },
          }),
        }) as unknown as Response,
    ) as unknown as typeof fetch;
    const f = renderForm();
    await f.user.selectOptions(f.subject(), 'Website');
    await f.user.type(f.field('firstname'), 'Erika');
    await f.user.type(f.field('lastname'), 'Mustermann');
    await f.user.type(f.field('email'), 'erika@example.com');
    await f.user.type(f.field('message'), 'Die Suche zeigt nichts an.');
    await captchaState(f.container, 'verified');
    await f.user.click(f.submit());
    const captcha = screen.getByRole('group', { name: 'Sicherheitsprüfung' });
    expect(await within(captcha).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Bitte prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    expect(f.submit()).toBeDisabled();
    expect(f.onSent).not.toHaveBeenCalled();
  });

  it('refuses an 11th file, a file over 5 MB, a duplicate name and another format, each with the upload error', async () => {
    const f = renderForm();
    const chosen = () =>
      within(screen.getByRole('list', { name: 'Ausgewählte Dateien' })).getAllByRole('listitem');
    await f.user.upload(
      f.attachments(),
      Array.from({ length: 11 }, (_, i) => image(`f${i}.jpg`)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fehler beim Hochladen von f10.jpg: Sie können höchstens 10 Dateien hochladen.',
    );
    expect(chosen()).toHaveLength(10);
    expect(f.attachments()).toHaveAttribute('aria-invalid', 'true');
    for (let i = 1; i < 10; i += 1)
      await f.user.click(screen.getByRole('button', { name: `f${i}.jpg entfernen` }));
    expect(chosen()).toHaveLength(1);

    await f.user.upload(f.attachments(), image('gross.jpg', 6 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fehler beim Hochladen von gross.jpg: Eine Datei darf höchstens 5 MB groß sein.',
    );
    await f.user.upload(f.attachments(), image('f0.jpg'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fehler beim Hochladen von f0.jpg: Eine Datei mit diesem Namen haben Sie bereits hinzugefügt.',
    );
    await f.user.upload(
      f.attachments(),
      new File(['MZ'], 'programm.exe', { type: 'application/octet-stream' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Fehler beim Hochladen von programm\.exe: Dieses Dateiformat ist nicht erlaubt\./,
    );
    await f.user.upload(f.attachments(), [image('a.jpg', 3 * 1024 * 1024), image('b.jpg', 3 * 1024 * 1024)]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fehler beim Hochladen von b.jpg: Alle Dateien zusammen dürfen höchstens 5 MB groß sein.',
    );
    expect(chosen().map((li) => li.firstChild?.textContent)).toEqual(['f0.jpg', 'a.jpg']);
    // a good choice clears the problems
    await f.user.upload(f.attachments(), image('klein.png'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(f.attachments()).not.toHaveAttribute('aria-invalid');
    expect(await axeViolations(f.container)).toEqual([]);
  });

  it('names refused files in the shopper’s language (nl-NL)', async () => {
    const c = NL;
    const f = renderForm(c);
    await f.user.upload(f.attachments(), [image('foto.jpg'), image('foto.jpg')]);
    expect(screen.getByRole('alert')).toHaveTextContent(`foto.jpg: ${text(c.v, 'file.duplicateName')}`);
    await f.user.upload(f.attachments(), image('groot.jpg', 6 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(`groot.jpg: ${text(c.v, 'file.tooLarge')}`);
  });

  it('sends the files the form holds with the fields, and starts from a post’s values and errors', async () => {
    const sent: FormData[] = [];
    globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      sent.push(init?.body as FormData);
      return {
        ok: true,
        status: 200,
        json: async () => ({ reference: 'K-ABCDEFGHJK', nextPath: '/service-hilfe/kontakt/gesendet' }),
      } as unknown as Response;
    }) as unknown as typeof fetch;
    const onSent = jest.fn();
    const user = userEvent.setup();
    const { container } = renderInRemote(
      <ContactForm
        tenant="DE"
        locale="de-DE"
        values={{ subject: 'shipping', firstname: 'Erika', lastname: 'Mustermann', postalcode: '20A95' }}
        errors={{ postalcode: 'Nur Zahlen sind erlaubt' }}
        onSent={onSent}
      />,
      { messages: CONTACT_MESSAGES, locale: 'de-DE' },
    );
    const field = (id: string) => screen.getByRole('textbox', { name: text(DE_DE, `contact.${id}`) });
    expect(field('firstname')).toHaveValue('Erika');
    expect(field('postalcode')).toHaveAccessibleDescription(/Nur Zahlen sind erlaubt/);
    await user.clear(field('postalcode'));
    expect(field('postalcode')).not.toHaveAttribute('aria-invalid');
    await user.type(field('email'), 'erika@example.com');
    await user.type(field('message'), 'Anbei der Beleg.');
    await user.upload(screen.getByLabelText(text(DE_DE, 'contact.attachments')), image('beleg.jpg'));
    await captchaState(container, 'verified');
    await user.click(screen.getByRole('button', { name: text(DE_DE, 'contact.submit') }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const body = sent[0];
    expect(body?.get('firstname')).toBe('Erika');
    expect(body?.get('altcha')).toBe('solved-payload');
    expect((body?.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['beleg.jpg']);
  });
});
