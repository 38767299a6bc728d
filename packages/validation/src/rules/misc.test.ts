import { validateCaptcha, validateSearchTerm, validateVariantSelected } from './misc';

describe('validateSearchTerm', () => {
  it('asks for a term when it is empty', () => {
    expect(validateSearchTerm('')).toBe('search.empty');
    expect(validateSearchTerm('   ')).toBe('search.empty');
    expect(validateSearchTerm('Sofa')).toBeUndefined();
  });
});

describe('validateVariantSelected', () => {
  it('asks for a variant before adding to the basket', () => {
    expect(validateVariantSelected(undefined)).toBe('basket.variantRequired');
    expect(validateVariantSelected(null)).toBe('basket.variantRequired');
    expect(validateVariantSelected('')).toBe('basket.variantRequired');
    expect(validateVariantSelected('sku-123-42')).toBeUndefined();
  });
});

describe('validateCaptcha', () => {
  it('requires the captcha token', () => {
    expect(validateCaptcha('')).toBe('captcha.required');
    expect(validateCaptcha(undefined)).toBe('captcha.required');
    expect(validateCaptcha('03AFcWeA…')).toBeUndefined();
  });
});
