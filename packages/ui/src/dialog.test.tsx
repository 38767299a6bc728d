import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Dialog } from './dialog';
import { renderUi } from './test-utils';

function Harness({
  children,
  withInitialFocus = false,
}: {
  children?: ReactNode;
  withInitialFocus?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Anmelden öffnen
      </button>
      <a href="/warenkorb">Warenkorb</a>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Anmelden"
        description="Mit E-Mail und Passwort"
        closeLabel="Schließen"
        initialFocusRef={withInitialFocus ? emailRef : undefined}
        footer={<button type="button">Weiter</button>}
      >
        <label>
          E-Mail <input ref={emailRef} />
        </label>
        {children}
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a labelled, described modal dialog and takes focus', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anmelden öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Anmelden' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Mit E-Mail und Passwort');
    expect(dialog).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Anmelden öffnen' }));
    const close = screen.getByRole('button', { name: 'Schließen' });
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    const next = screen.getByRole('button', { name: 'Weiter' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Anmelden öffnen' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and on a backdrop click, not on a click inside', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Anmelden öffnen' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('textbox', { name: 'E-Mail' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = screen.getByRole('dialog').parentElement!;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes the page behind inert and locks scrolling while open', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Anmelden öffnen' }));
    expect(container).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });

  it('focuses the given initial element', async () => {
    const user = userEvent.setup();
    renderUi(<Harness withInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Anmelden öffnen' }));
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveFocus();
  });

  it('closes only the top dialog of a stack on Escape', async () => {
    const user = userEvent.setup();
    function Inner() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Passwort vergessen
          </button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title="Passwort vergessen"
            closeLabel="Schließen"
          >
            <p>Link gesendet</p>
          </Dialog>
        </>
      );
    }
    renderUi(
      <Harness>
        <Inner />
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Anmelden öffnen' }));
    const forgot = screen.getByRole('button', { name: 'Passwort vergessen' });
    await user.click(forgot);
    expect(screen.getByRole('dialog', { name: 'Passwort vergessen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Passwort vergessen' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Anmelden' })).toBeInTheDocument();
    expect(forgot).toHaveFocus();
  });

  it('renders nothing on the server', () => {
    const html = renderToString(
      <Dialog open onClose={() => {}} title="Anmelden" closeLabel="Schließen">
        x
      </Dialog>,
    );
    expect(html).toBe('');
  });
});
