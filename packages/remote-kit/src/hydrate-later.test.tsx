import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateLater } from './hydrate-later';

// React's scheduler under the test's hand (React's own tests do the same): the root's hydration
// up to its paint, then what the shopper does, then the rest
jest.mock('scheduler', () => jest.requireActual('scheduler/unstable_mock'));
const scheduler = jest.requireMock<{
  unstable_flushUntilNextPaint(): void;
  unstable_flushAllWithoutAsserting(): void;
}>('scheduler');

const renders = { outside: 0, inside: 0 };

function Tiles() {
  renders.inside += 1;
  const [picked, setPicked] = useState('');
  return (
    <ul>
      {['Bluse', 'Kleid', 'Rock'].map((name) => (
        <li key={name}>
          <button type="button" onClick={() => setPicked(name)}>
            {picked === name ? `${name} gewählt` : name}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Page() {
  renders.outside += 1;
  return (
    <main>
      <h1>Sommerkleid</h1>
      <HydrateLater>
        <Tiles />
      </HydrateLater>
    </main>
  );
}

/** The server's HTML of {@link Page} in the document, hydrated up to the root's first paint. */
async function hydrateUpToPaint(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  renders.outside = 0;
  renders.inside = 0;
  hydrateRoot(container, <Page />);
  // React hands the root's work to the scheduler in a microtask
  await Promise.resolve();
  scheduler.unstable_flushUntilNextPaint();
  return container;
}

beforeEach(() => {
  document.body.innerHTML = '';
});

it('renders its children on the server like any markup', () => {
  const html = renderToString(<Page />);
  expect(html).toContain('<h1>Sommerkleid</h1>');
  expect(html).toContain('<button type="button">Kleid</button>');
});

it('lets the root commit and paint before what is inside hydrates, and hydrates it afterwards', async () => {
  const container = await hydrateUpToPaint();
  const serverButton = container.querySelector('button');
  expect(renders.outside).toBe(1);
  expect(renders.inside).toBe(0);
  scheduler.unstable_flushAllWithoutAsserting();
  expect(renders.inside).toBe(1);
  // hydrated, not replaced: the server's nodes are kept
  expect(container.querySelector('button')).toBe(serverButton);
});

it('answers a click on a part not hydrated yet: React hydrates it at once and handles the click', async () => {
  const container = await hydrateUpToPaint();
  expect(renders.outside).toBe(1);
  expect(renders.inside).toBe(0);
  const kleid = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Kleid');
  kleid?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  // no scheduler work flushed: the click's own dispatch hydrated the tiles and ran the handler
  expect(renders.inside).toBeGreaterThan(0);
  scheduler.unstable_flushAllWithoutAsserting();
  expect(container.textContent).toContain('Kleid gewählt');
});
