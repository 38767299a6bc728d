import { screen } from '@testing-library/react';
import { renderRemote } from './test-utils';
import { ProductPicture } from './picture';

describe('ProductPicture', () => {
  it('loads the priority picture (the LCP element) eagerly with high fetch priority and a reserved size', () => {
    renderRemote(<ProductPicture imageId="abc" alt="Kleid, Ansicht 1" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Kleid, Ansicht 1' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '1500');
  });

  it('loads other pictures lazily, without a fetch priority', () => {
    renderRemote(<ProductPicture imageId="abc" alt="Kleid, Ansicht 2" sizes="12vw" />);
    const img = screen.getByRole('img', { name: 'Kleid, Ansicht 2' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('width', '1200');
  });

  it('shows a named placeholder box (no image to load) for a product without a picture yet', () => {
    renderRemote(<ProductPicture imageId={null} alt="Kleid, Ansicht 1" sizes="100vw" priority />);
    const box = screen.getByRole('img', { name: 'Kleid, Ansicht 1' });
    expect(box.tagName).toBe('DIV');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
