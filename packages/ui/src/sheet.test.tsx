import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Sheet } from './sheet';
import { renderUi, stylesOf } from './test-utils';

function NewsletterSheet({ side }: { side?: 'bottom' | 'left' | 'right' }) {
  const [open, setOpen] = useState(true);
  return (
    <Sheet open={open} side={side} onClose={() => setOpen(false)} title="Newsletter" closeLabel="Schließen">
      <label>
        E-Mail <input />
      </label>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('is a modal dialog sliding in from the bottom by default', async () => {
    const user = userEvent.setup();
    renderUi(<NewsletterSheet />);
    const sheet = screen.getByRole('dialog', { name: 'Newsletter' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet.parentElement).toHaveAttribute('data-sf-modal', 'bottom');
    expect(sheet).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('slides from the side when asked and drops the motion under prefers-reduced-motion', async () => {
    const user = userEvent.setup();
    renderUi(<NewsletterSheet side="right" />);
    const panel = screen.getByRole('dialog');
    expect(panel.parentElement).toHaveAttribute('data-sf-modal', 'right');
    const css = stylesOf(panel);
    expect(css).toMatch(/animation: \S+ 200ms/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\) \{ \.\S+ \{animation: none;\}/);
    expect(css).toMatch(/width: min\(100%, ?28rem\)/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
