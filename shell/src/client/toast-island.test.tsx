import { createToastStore } from '@sf/event-bus';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountToastViewport } from './toast-island';

describe('toast viewport island', () => {
  it('shows the store’s toasts and closes them with their button', async () => {
    document.body.innerHTML = '<div data-sf-mount="toasts"></div>';
    const store = createToastStore();
    await act(async () => {
      mountToastViewport(document.querySelector('[data-sf-mount="toasts"]')!, store, {
        close: 'Schließen',
        region: 'Benachrichtigungen',
      });
      store.getState().add({
        key: 'basket',
        message: 'Der Artikel liegt im Warenkorb.',
        severity: 'success',
        closable: true,
      });
    });
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Benachrichtigungen' });
    expect(region).toHaveTextContent('Der Artikel liegt im Warenkorb.');
    // no live region of its own: the shell's announcer reads it out (toast-announcer.ts)
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(region).not.toHaveTextContent('Der Artikel liegt im Warenkorb.');
    expect(store.getState().toasts).toEqual([]);
  });
});
