import { createToastStore } from '@sf/event-bus';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountToastViewport } from './toast-island';

describe('toast viewport island', () => {
  it('shows the store’s toasts and closes them with their button', async () => {
    document.body.innerHTML = '<div data-sf-mount="toasts"></div>';
    const store = createToastStore();
    await act(async () => {
      mountToastViewport(document.querySelector('[data-sf-mount="toasts"]')!, store, { close: 'Schließen', region: 'Benachrichtigungen' });
      store.getState().add({ key: 'basket', message: 'Der Artikel liegt im Warenkorb.', severity: 'success', closable: true });
    });
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Der Artikel liegt im Warenkorb.');
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(store.getState().toasts).toEqual([]);
  });
});
