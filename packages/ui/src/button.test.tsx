import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { cssOf, renderUi } from './test-utils';

describe('Button', () => {
  it('is a native button of type button that responds to click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderUi(<Button onClick={onClick}>Anmelden</Button>);
    const button = screen.getByRole('button', { name: 'Anmelden' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('submits its form when type is submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <Button type="submit">Senden</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled natively and cannot be activated', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderUi(
      <Button disabled onClick={onClick}>
        Weiter
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Weiter' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading keeps focus, announces the loading text and blocks clicks and form submission', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <label>
          E-Mail <input name="email" />
        </label>
        <Button type="submit" loading loadingLabel="wird gesendet" onClick={onClick}>
          Senden
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Senden wird gesendet' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('span[aria-hidden="true"]')).toBeInTheDocument();
    await user.click(button);
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'a{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('styles variants with a touch target of 44px and a focus-visible ring', () => {
    const css = cssOf(
      <>
        <Button>Primär</Button>
        <Button variant="secondary">Sekundär</Button>
        <Button variant="text">Text</Button>
      </>,
    );
    expect(css).toContain('min-height:2.75rem');
    expect(css).toContain('background-color:#057187');
    expect(css).toContain('background-color:#ac4646');
    expect(css).toContain('text-decoration:underline');
    expect(css).toMatch(/:focus-visible\{outline:3px solid #057187;outline-offset:2px;\}/);
  });
});
