import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { RatingForm } from './rating-form';

const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status < 400, status, json: () => Promise.resolve(body) }) as Response;

describe('RatingForm', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo, RequestInit?]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  const fill = async () => {
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sterne' }), '4');
    await userEvent.type(screen.getByRole('textbox', { name: 'Überschrift' }), 'Gut');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ihre Bewertung' }), 'Sitzt gut, schöne Farbe.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ihr Name' }), 'Erika');
  };

  it('sends what the form holds as JSON and starts empty again once stored', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'Vielen Dank für Ihre Bewertung!' }));
    renderRemote(<RatingForm sku="100001" initial={null} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Bewertung absenden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Vielen Dank für Ihre Bewertung!');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      stars: '4',
      title: 'Gut',
      text: 'Sitzt gut, schöne Farbe.',
      author: 'Erika',
      sku: '100001',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Überschrift' })).toHaveValue(''));
  });

  it('shows the server’s field errors at their fields until the field changes', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        error: {
          message: 'Bitte überprüfen Sie Ihre Eingaben.',
          fieldErrors: { title: 'Bitte geben Sie eine Überschrift mit höchstens 100 Zeichen an.' },
        },
      }),
    );
    renderRemote(<RatingForm sku="100001" initial={null} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Bewertung absenden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte überprüfen Sie Ihre Eingaben.');
    const title = screen.getByRole('textbox', { name: 'Überschrift' });
    expect(title).toHaveAccessibleDescription(
      'Bitte geben Sie eine Überschrift mit höchstens 100 Zeichen an.',
    );
    expect(title).toHaveValue('Gut');
    expect(await axeViolations()).toEqual([]);
    await userEvent.type(title, '!');
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('starts from the values and errors a post without JavaScript came back with', () => {
    renderRemote(
      <RatingForm
        sku="100001"
        initial={{
          values: { stars: '2', title: '', text: 'Zu kurz', author: 'Erika' },
          errors: { title: 'Bitte geben Sie eine Überschrift mit höchstens 100 Zeichen an.' },
        }}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Sterne' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Ihre Bewertung' })).toHaveValue('Zu kurz');
    expect(screen.getByRole('textbox', { name: 'Überschrift' })).toHaveAccessibleDescription(
      'Bitte geben Sie eine Überschrift mit höchstens 100 Zeichen an.',
    );
  });
});
