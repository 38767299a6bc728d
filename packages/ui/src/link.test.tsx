import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from './link';
import { renderUi, stylesOf } from './test-utils';

describe('Link', () => {
  it('is a focusable, underlined link activated by Enter', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderUi(
      <Link href="/service-hilfe" onClick={onClick}>
        Service &amp; Hilfe
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Service & Hilfe' });
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    const css = stylesOf(link);
    expect(css).toContain('text-decoration: underline');
    expect(css).toContain('color: #057187');
    expect(css).toMatch(/:focus-visible \{outline: 3px solid #057187; outline-offset: 2px;\}/);
  });

  it('uses the dark link colour in dark mode', () => {
    renderUi(<Link href="/">Start</Link>, 'dark');
    expect(stylesOf(screen.getByRole('link', { name: 'Start' }))).toContain('color: #60aebe');
  });
});
