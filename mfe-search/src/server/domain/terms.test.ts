import { foldAccents, normalizeTerm, singularsOf, tsQueryText, wordsOf } from './terms';

describe('search terms', () => {
  it('normalizes: control characters and NUL out, white space collapsed, at most 100 characters', () => {
    expect(normalizeTerm('  Sofa\u0000  grau\n')).toBe('Sofa grau');
    expect(normalizeTerm('x'.repeat(1000))).toHaveLength(100);
    expect(normalizeTerm('😀'.repeat(200))).toBe('😀'.repeat(100));
  });

  it('splits into letter and digit words, no SQL or regex syntax survives', () => {
    expect(wordsOf("jeans' OR 1=1 --")).toEqual(['jeans', 'or', '1']);
    expect(wordsOf('.*(a|b)+[x] \\d')).toEqual(['a', 'b', 'x', 'd']);
    expect(wordsOf('Bett 180x200')).toEqual(['bett', '180x200']);
    expect(wordsOf('😀 🛋️')).toEqual([]);
  });

  it('guesses singulars and folds accents', () => {
    expect(singularsOf('sofas', 'de')).toContain('sofa');
    expect(singularsOf('banken', 'nl')).toContain('bank');
    expect(singularsOf('canapés', 'fr')).toContain('canapé');
    expect(foldAccents('canapé')).toBe('canape');
    expect(foldAccents('weiß')).toBe('weiss');
  });

  it('builds a tsquery text where every word must match', () => {
    expect(tsQueryText(['sofas', 'grau'], 'de')).toBe('(sofas:* | sofa:*) & (grau:*)');
    expect(tsQueryText(['sofa'], 'de', false)).toBe('(sofa)');
    expect(tsQueryText([], 'de')).toBeNull();
  });
});
