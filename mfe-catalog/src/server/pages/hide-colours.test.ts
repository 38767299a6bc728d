import type { VariationView } from '../../shared/state';
import { withoutColours } from './hide-colours';

const v = (sku: string, colour: string, size: string, available = true): VariationView => ({
  sku,
  label: `${colour}, ${size}`,
  colour,
  colourName: colour,
  colourHex: '#000000',
  size,
  available,
  imageId: `img-${sku}`,
});

describe('withoutColours', () => {
  it('offers one choice per size without a colour, an available one first, in the order of the sizes', () => {
    expect(
      withoutColours([
        v('1', 'Rot', '38', false),
        v('2', 'Rot', '40'),
        v('3', 'Blau', '38'),
        v('4', 'Blau', '40'),
      ]),
    ).toEqual([
      {
        sku: '3',
        label: '38',
        colour: null,
        colourName: null,
        colourHex: null,
        size: '38',
        available: true,
        imageId: 'img-3',
      },
      {
        sku: '2',
        label: '40',
        colour: null,
        colourName: null,
        colourHex: null,
        size: '40',
        available: true,
        imageId: 'img-2',
      },
    ]);
  });

  it('keeps a sold-out size as sold out', () => {
    expect(withoutColours([v('1', 'Rot', '38', false), v('2', 'Blau', '38', false)])).toMatchObject([
      { sku: '1', label: '38', available: false },
    ]);
  });
});
