import { screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';
import { renderUi, stylesOf } from './test-utils';

describe('VisuallyHidden', () => {
  it('keeps text in the accessible name while clipping it visually', () => {
    renderUi(
      <button type="button">
        <span aria-hidden="true">♥</span>
        <VisuallyHidden>Zum Merkzettel</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Zum Merkzettel' });
    const css = stylesOf(button.querySelector('span:not([aria-hidden])')!);
    expect(css).toContain('position: absolute !important');
    expect(css).toContain('clip-path: inset(50%) !important');
    expect(css).toContain('width: 1px !important');
  });
});
