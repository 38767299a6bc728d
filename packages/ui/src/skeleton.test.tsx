import { Skeleton } from './skeleton';
import { renderUi, stylesOf } from './test-utils';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderUi(
      <div>
        <Skeleton />
        <Skeleton variant="circle" height="3rem" />
      </div>,
    );
    const bones = container.querySelectorAll('[data-skeleton]');
    expect(bones).toHaveLength(2);
    for (const bone of bones) expect(bone).toHaveAttribute('aria-hidden', 'true');
  });

  it('shimmers, but not under prefers-reduced-motion', () => {
    const { container } = renderUi(<Skeleton variant="rect" width="10rem" />);
    const css = stylesOf(container.querySelector('[data-skeleton="rect"]')!);
    expect(css).toMatch(/animation: \S+ 1\.5s ease-in-out infinite/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\) \{ \.\S+ \{animation: none;/);
    expect(css).toContain('width: 10rem');
    expect(css).toContain('height: 8rem');
  });

  it('makes a circle as wide as it is high', () => {
    const { container } = renderUi(<Skeleton variant="circle" height="3rem" />);
    const css = stylesOf(container.querySelector('[data-skeleton="circle"]')!);
    expect(css).toContain('width: 3rem');
    expect(css).toContain('border-radius: 50%');
  });
});
