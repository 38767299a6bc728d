import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastViewport, type ToastItem } from './toast';
import { cssOf, renderUi } from './test-utils';

const LABELS = { error: 'Fehler', success: 'Erfolg' };

function setup(toasts: ToastItem[]) {
  const onClose = jest.fn();
  const view = renderUi(
    <ToastViewport
      toasts={toasts}
      onClose={onClose}
      closeLabel="Hinweis schließen"
      severityLabels={LABELS}
    />,
  );
  return { onClose, ...view };
}

describe('ToastViewport', () => {
  it('renders each toast as a polite status, errors as an alert, with a severity prefix for screen readers', () => {
    setup([
      { key: 'a', message: 'Artikel wurde zum Merkzettel hinzugefügt.', severity: 'success' },
      { key: 'b', message: 'Es ist ein Fehler aufgetreten.', severity: 'error', closable: true },
    ]);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Erfolg Artikel wurde zum Merkzettel hinzugefügt.');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Fehler Es ist ein Fehler aufgetreten.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('makes no live regions with live={false} (a host that reads toasts out itself)', () => {
    renderUi(
      <ToastViewport
        toasts={[
          { key: 'a', message: 'Gespeichert.', severity: 'success' },
          { key: 'b', message: 'Fehlgeschlagen.', severity: 'error' },
        ]}
        onClose={jest.fn()}
        closeLabel="Schließen"
        live={false}
      />,
    );
    expect(screen.getByText('Gespeichert.')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-live]')).toBeNull();
  });

  it('offers a named close button only for closable toasts, reachable by keyboard', async () => {
    const user = userEvent.setup();
    const { onClose } = setup([
      { key: 'a', message: 'Gespeichert', severity: 'info' },
      { key: 'b', message: 'Bitte prüfen', severity: 'warning', closable: true },
    ]);
    const buttons = screen.getAllByRole('button', { name: 'Hinweis schließen' });
    expect(buttons).toHaveLength(1);
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledWith('b');
  });

  it('renders an empty viewport when there are no toasts', () => {
    const { container } = setup([]);
    expect(container.querySelector('[data-sf-toasts]')).toBeEmptyDOMElement();
  });

  it('follows the snackbar width rules', () => {
    const css = cssOf(<ToastViewport toasts={[]} onClose={() => {}} closeLabel="x" />);
    expect(css).toContain('width:90%;max-width:600px');
  });
});

describe('Toast auto-hide', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes after autoHideMs, but not while hovered or focused', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onClose } = setup([
      { key: 't', message: 'Gespeichert', severity: 'success', closable: true, autoHideMs: 5000 },
    ]);
    const toast = screen.getByRole('status').parentElement!;
    await user.hover(toast);
    act(() => jest.advanceTimersByTime(6000));
    expect(onClose).not.toHaveBeenCalled();
    await user.unhover(toast);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(6000));
    expect(onClose).not.toHaveBeenCalled();
    await user.tab();
    act(() => jest.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledWith('t');
  });
});
