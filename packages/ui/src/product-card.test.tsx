import { screen, within } from '@testing-library/react';
import { PriceTag, ProductCard, ProductPicture, type PictureSources } from './product-card';
import { renderUi } from './test-utils';

const SOURCES: PictureSources = {
  src: '/p/abc/640.jpeg',
  avif: '/p/abc/160.avif 160w',
  webp: '/p/abc/160.webp 160w',
  jpeg: '/p/abc/160.jpeg 160w',
};

describe('ProductPicture', () => {
  it('loads the priority picture (the LCP element) eagerly with high fetch priority and a reserved size', () => {
    renderUi(<ProductPicture sources={SOURCES} alt="Kleid, Ansicht 1" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Kleid, Ansicht 1' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '1500');
    expect(img).toHaveAttribute('src', '/p/abc/640.jpeg');
    const types = [...document.querySelectorAll('source')].map((s) => s.getAttribute('type'));
    expect(types).toEqual(['image/avif', 'image/webp']);
  });

  it('loads other pictures lazily, without a fetch priority', () => {
    renderUi(<ProductPicture sources={SOURCES} alt="Kleid, Ansicht 2" sizes="12vw" />);
    const img = screen.getByRole('img', { name: 'Kleid, Ansicht 2' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('shows a named placeholder box (no image to load) for a product without a picture yet', () => {
    renderUi(<ProductPicture sources={null} alt="Kleid, Ansicht 1" sizes="100vw" priority />);
    const box = screen.getByRole('img', { name: 'Kleid, Ansicht 1' });
    expect(box.tagName).toBe('DIV');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('hides a placeholder without a text from assistive technology', () => {
    renderUi(<ProductPicture sources={null} alt="" sizes="100vw" />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('PriceTag', () => {
  it('reads out the price and the crossed-out old price in words', () => {
    renderUi(
      <PriceTag
        now={{ text: '39,99 €', label: 'Preis: 39,99 €' }}
        old={{ text: '49,99 €', label: 'Alter Preis: 49,99 €' }}
      />,
    );
    expect(screen.getByLabelText('Preis: 39,99 €')).toHaveTextContent('39,99 €');
    expect(screen.getByLabelText('Alter Preis: 49,99 €').tagName).toBe('S');
  });

  it('shows no old price when not reduced', () => {
    renderUi(<PriceTag now={{ text: '39,99 €', label: 'Preis: 39,99 €' }} />);
    expect(document.querySelector('s')).toBeNull();
  });
});

describe('ProductCard', () => {
  it('is one link over picture, brand and name (a heading of the given level), then price and note', () => {
    renderUi(
      <ProductCard
        href="/p/lina-kleid-100001"
        picture={<ProductPicture sources={SOURCES} alt="" sizes="50vw" />}
        brand="Lina Rose"
        name="Kleid Como"
        headingLevel="h3"
        price={<PriceTag now={{ text: '39,99 €', label: 'Preis: 39,99 €' }} />}
        note="4,5 von 5 Sternen"
      />,
    );
    const link = screen.getByRole('link', { name: /Lina Rose\s*Kleid Como/ });
    expect(link).toHaveAttribute('href', '/p/lina-kleid-100001');
    expect(within(link).getByRole('heading', { level: 3, name: 'Kleid Como' })).toBeInTheDocument();
    expect(screen.getByText('4,5 von 5 Sternen')).toBeInTheDocument();
  });
});
