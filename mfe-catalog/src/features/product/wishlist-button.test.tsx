import { withWish } from './wishlist-button';

describe('withWish', () => {
  it('puts the chosen variant on the product path the login returns to', () => {
    expect(withWish('/mein-konto?returnTo=%2Fp%2Fsofa-123', '123-02')).toBe('/mein-konto?returnTo=%2Fp%2Fsofa-123%3Fwish%3D123-02');
    expect(withWish('/fr/mon-compte?returnTo=%2Ffr%2Fp%2Fx-1%3Fvariant%3D1-01', '1-01')).toBe('/fr/mon-compte?returnTo=%2Ffr%2Fp%2Fx-1%3Fvariant%3D1-01%26wish%3D1-01');
  });

  it('leaves a login link without a way back alone', () => {
    expect(withWish('/mein-konto', '1-01')).toBe('/mein-konto');
  });
});
