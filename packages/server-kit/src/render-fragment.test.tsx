import { Suspense, lazy, useId } from 'react';
import styled from 'styled-components';
import { renderFragment } from './render-fragment';

const Title = styled.h1`
  color: rgb(6, 128, 153);
`;

function Field() {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>E-Mail</label>
      <input id={id} name="email" />
    </>
  );
}

describe('renderFragment', () => {
  it('renders styles, then the slot with the app right after its opening tag, then the state', async () => {
    const html = await renderFragment({
      remote: 'mfe-newsletter',
      routeId: 'newsletter-signup',
      element: <Title>Newsletter abonnieren</Title>,
      state: { email: 'a@b.de' },
    });
    const match =
      /^<style data-styled="true"[^>]*>(.*?)<\/style><div data-sf-slot="mfe-newsletter" data-sf-route="newsletter-signup"><h1 class="([^"]+)">Newsletter abonnieren<\/h1><\/div><script type="application\/json" data-sf-state="mfe-newsletter">(.*)<\/script>$/s.exec(
        html,
      );
    expect(match).not.toBeNull();
    const [, css, classes, state] = match!;
    expect(css).toContain('color:rgb(6,128,153)');
    expect(classes!.split(' ').some((c) => css!.includes(`.${c}{`))).toBe(true);
    expect(JSON.parse(state!)).toEqual({ email: 'a@b.de' });
  });

  it('leaves out the style tag and the state script when there is nothing to carry', async () => {
    const html = await renderFragment({ remote: 'shell', routeId: 'footer', element: <p>Hallo</p> });
    expect(html).toBe('<div data-sf-slot="shell" data-sf-route="footer"><p>Hallo</p></div>');
  });

  it('escapes state so it cannot close the script element', async () => {
    const html = await renderFragment({
      remote: 'mfe-newsletter',
      routeId: 'x',
      element: <p />,
      state: { text: '</script><script>alert(1)</script>' },
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /data-sf-state="mfe-newsletter">(.*)<\/script>$/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({ text: '</script><script>alert(1)</script>' });
  });

  it('prefixes useId values with <remote>- by default, or the given prefix', async () => {
    const byDefault = await renderFragment({ remote: 'mfe-newsletter', routeId: 'x', element: <Field /> });
    expect(byDefault).toMatch(/<label for="(_mfe-newsletter-[^"]+)">E-Mail<\/label><input id="\1"/);
    const custom = await renderFragment({
      remote: 'mfe-newsletter',
      routeId: 'x',
      element: <Field />,
      identifierPrefix: 'nl-',
    });
    expect(custom).toMatch(/id="_nl-/);
  });

  it('waits for suspended content instead of sending its fallback', async () => {
    const Late = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) =>
          setTimeout(() => resolve({ default: () => <p>Geladen</p> }), 20),
        ),
    );
    const html = await renderFragment({
      remote: 'mfe-search',
      routeId: 'search',
      element: (
        <Suspense fallback={<p>Lädt…</p>}>
          <Late />
        </Suspense>
      ),
    });
    expect(html).toContain('<p>Geladen</p>');
    expect(html).not.toContain('Lädt');
    expect(html).not.toMatch(/<script(?! type="application\/json")/);
  });

  it('writes a large Suspense boundary in place, not as a hidden segment moved by a script', async () => {
    // what HydrateLater wraps (a tile grid) is often over React's 12.8 KB progressive chunk size
    const tiles = Array.from({ length: 400 }, (_, i) => `Sommerkleid Nummer ${i} in Marine`);
    const html = await renderFragment({
      remote: 'mfe-catalog',
      routeId: 'category',
      element: (
        <main>
          <h1>Kleider</h1>
          <Suspense fallback={null}>
            <ul>
              {tiles.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </Suspense>
        </main>
      ),
    });
    expect(html.length).toBeGreaterThan(12_800);
    expect(html).toMatch(/<main><h1>Kleider<\/h1><!--\$--><ul><li>Sommerkleid Nummer 0 in Marine<\/li>/);
    expect(html).not.toMatch(/<script(?! type="application\/json")/);
    expect(html).not.toContain('hidden');
  });

  it('rejects when the tree throws, even inside a Suspense boundary', async () => {
    function Broken(): React.JSX.Element {
      throw new Error('render failed');
    }
    await expect(renderFragment({ remote: 'm', routeId: 'r', element: <Broken /> })).rejects.toThrow(
      'render failed',
    );
    await expect(
      renderFragment({
        remote: 'm',
        routeId: 'r',
        element: (
          <Suspense fallback={<p>…</p>}>
            <Broken />
          </Suspense>
        ),
      }),
    ).rejects.toThrow('render failed');
  });

  it('escapes the slot attributes', async () => {
    const html = await renderFragment({ remote: 'a"b', routeId: '<r>', element: <p /> });
    expect(html).toBe('<div data-sf-slot="a&quot;b" data-sf-route="&lt;r&gt;"><p></p></div>');
  });
});
