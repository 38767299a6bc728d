import { axeViolations, renderInRemote } from '@sf/testing/remote';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { computeInstalments } from '../server/domain/formulas';
import { CREDIT_CONDITIONS } from '../server/domain/conditions';
import type { FlexikontoOverview } from '../server/domain/accounts';
import { CREDIT_MESSAGES } from '../shared/messages';
import type { CalculatorState, FlexikontoState } from '../shared/state';
import { CalculatorPage } from '../features/calculator/calculator-page';
import { FlexikontoPage } from '../features/flexikonto/flexikonto-page';
import { RateProtectionPage } from '../features/flexikonto/rate-protection-page';

const options = {
  currency: 'EUR',
  terms: [6, 12, 24],
  minBasePrice: 10000,
  maxBasePrice: 1000000,
  pauseMonths: 4,
  pauseSurchargeBp: 350,
} as const;
const calculator: CalculatorState = {
  page: 'calculator',
  options,
  amount: '49,99',
  term: 12,
  pause: false,
  figures: computeInstalments(4999, 12, false, CREDIT_CONDITIONS.DE),
  failed: false,
};
const overview: FlexikontoOverview = {
  customerId: 'c1',
  tenant: 'DE',
  currency: 'EUR',
  creditLine: 300000,
  openBalance: 124990,
  available: 175010,
  nextPaymentDate: '2026-12-15',
  nextPaymentAmount: 6990,
  creditAffinity: true,
  clubMember: true,
  bookings: [{ bookedOn: '2026-09-02', kind: 'purchase', reference: 'Auftrag 1', amount: 149999 }],
  rateProtection: { active: false, since: null, monthlyFee: 1437 },
};
const account = (patch: Partial<FlexikontoState> = {}): FlexikontoState => ({
  page: 'flexikonto',
  loggedIn: true,
  loginPath: '/mein-konto',
  overview,
  unavailable: false,
  ordered: false,
  error: null,
  update: false,
  ...patch,
});

describe('credit pages (jsdom)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('the calculator shows the notice and every figure, is accessible, and recalculates on a change', async () => {
    const fetchMock = jest.fn(
      async () =>
        new Response(JSON.stringify({ figures: computeInstalments(4999, 24, false, CREDIT_CONDITIONS.DE) }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderInRemote(
      <CalculatorPage state={calculator} locale="de-DE" action="/service-hilfe/ratenrechner" />,
      { messages: CREDIT_MESSAGES },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Der Mindestbetrag für einen Ratenkauf ist 100,00');
    expect(screen.getByText('Monatliche Rate')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Laufzeit' }), { target: { value: '24' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('price=4999&term=24');
  });

  it('the Flexikonto overview with the club is accessible; a visitor gets the login link', async () => {
    const { unmount } = renderInRemote(
      <FlexikontoPage state={account()} locale="de-DE" protectionPath="/x" />,
      { messages: CREDIT_MESSAGES },
    );
    expect(screen.getByRole('heading', { name: 'Vorteilsclub' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Auftrag 1');
    expect(await axeViolations()).toEqual([]);
    unmount();
    renderInRemote(
      <FlexikontoPage
        state={account({ loggedIn: false, overview: null })}
        locale="fr-CH"
        protectionPath="/x"
      />,
      { messages: CREDIT_MESSAGES, locale: 'fr-CH' },
    );
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/mein-konto');
  });

  it('the rate protection form shows the customer’s fee, the terms error, and is accessible', async () => {
    renderInRemote(
      <RateProtectionPage
        state={account({ page: 'rate-protection', error: 'terms' })}
        locale="de-DE"
        backPath="/x"
      />,
      { messages: CREDIT_MESSAGES },
    );
    expect(screen.getByText(/Ihr Beitrag: 14,37/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte akzeptieren Sie die Versicherungsbedingungen.',
    );
    expect(screen.getByRole('checkbox', { name: /Versicherungsbedingungen/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await axeViolations()).toEqual([]);
  });
});
