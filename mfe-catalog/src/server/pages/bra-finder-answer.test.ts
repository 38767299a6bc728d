import { braFinderRedirect } from './bra-finder-answer';

const q = (s: string) => new URLSearchParams(s);

describe('braFinderRedirect (the finder without JavaScript)', () => {
  it('answers the search link with cupSize and size for measurements the shop has a size for', () => {
    expect(braFinderRedirect('de-DE', '/damenmode/waesche-dessous/', q('underbust=75&bust=89'))).toBe(
      '/s/BH?cupSize=B&size=75',
    );
    expect(braFinderRedirect('fr-CH', '/fr/mode-femme/lingerie/', q('underbust=88&bust=109'))).toBe(
      '/fr/s/Soutien-gorge?cupSize=E&size=90',
    );
  });

  it('leaves the category to show its message or itself otherwise', () => {
    expect(braFinderRedirect('de-DE', '/damenmode/waesche-dessous/', q('underbust=75&bust=70'))).toBeNull();
    expect(braFinderRedirect('de-DE', '/damenmode/waesche-dessous/', q('underbust=abc&bust='))).toBeNull();
    expect(braFinderRedirect('de-DE', '/damenmode/waesche-dessous/', q('size=75B'))).toBeNull();
    expect(braFinderRedirect('de-DE', '/damenmode/kleider/', q('underbust=75&bust=89'))).toBeNull();
  });
});
