import { screen } from '@testing-library/react';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { LoginPage } from './login-page';

describe('the login step', () => {
  it('offers the account’s login and registration (back here) and the guest’s form post', async () => {
    const { container } = renderRemote(
      <LoginPage state={{ v: 1, page: 'checkout-login', customer: false, notice: null }} locale="de-DE" />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Anmelden oder als Gast bestellen');
    expect(screen.getByRole('navigation', { name: 'Schritte Ihrer Bestellung' })).toBeInTheDocument();
    const guest = screen.getByRole('button', { name: 'Weiter als Gast' });
    expect(guest.closest('form')).toHaveAttribute('action', '/api/basket/checkout/start');
    expect(guest.closest('form')?.querySelector('input[name="mode"]')).toHaveValue('guest');
    for (const link of screen.getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^\/mein-konto\?returnTo=%2Fkasse%2Fregistrieren/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets a logged-in customer go on as the customer, with the notice of a step reached too early', () => {
    renderRemote(
      <LoginPage
        state={{ v: 1, page: 'checkout-login', customer: true, notice: 'Bitte beginnen Sie hier.' }}
        locale="fr-CH"
      />,
      { locale: 'fr-CH' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte beginnen Sie hier.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button').closest('form')?.querySelector('input[name="mode"]')).toHaveValue(
      'customer',
    );
  });
});
