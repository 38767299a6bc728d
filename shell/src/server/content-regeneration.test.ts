/** @jest-environment node */
import type { ContentResult, ContentSource } from './content-source';
import { CONTENT_REGENERATION_MS, createContentPages } from './content-fragments';
import { createShellServer } from './index';
import { fragmentHeaders, memoryLogger } from './test-helpers';

/** A CMS whose text can be changed and whose reads can be held, counting the page reads. */
function changingCms() {
  const state = { text: 'Erste Fassung', reads: 0, hold: null as Promise<void> | null };
  const source: ContentSource = {
    async read<T>(_locale: string, identifier: string, guard: (v: unknown) => v is T) {
      if (identifier !== 'service-hilfe-zahlung') return { kind: 'missing' } as ContentResult<T>;
      state.reads += 1;
      const text = state.text;
      if (state.hold) await state.hold;
      const doc = {
        title: 'Zahlung',
        description: 'Zahlarten',
        blocks: [{ type: 'text', heading: 'Zahlarten', paragraphs: [text] }],
      };
      return (guard(doc) ? { kind: 'ok', doc } : { kind: 'failed' }) as ContentResult<T>;
    },
  };
  return { state, source };
}

describe('content regeneration (spec: regeneration 15 s)', () => {
  it('serves the kept page for 15 s, then at once while it is regenerated in the background', async () => {
    let now = 1_000;
    const cms = changingCms();
    const app = createShellServer({
      content: cms.source,
      pages: createContentPages(() => now),
      logger: memoryLogger(),
    });
    const page = async () =>
      (
        await app.request('/fragment/content', {
          headers: fragmentHeaders('DE', 'de-DE', '/service-hilfe/zahlung'),
        })
      ).text();

    expect(CONTENT_REGENERATION_MS).toBe(15_000);
    expect(await page()).toContain('Erste Fassung');
    cms.state.text = 'Zweite Fassung';
    now += 14_000;
    expect(await page()).toContain('Erste Fassung');
    expect(cms.state.reads).toBe(1); // not even read: the rendered page is kept

    // due: the CMS is slow now, yet the request is answered with the kept page without waiting
    let release = () => undefined as void;
    cms.state.hold = new Promise<void>((r) => (release = r));
    now += 2_000;
    expect(await page()).toContain('Erste Fassung');
    expect(cms.state.reads).toBe(2);
    release();
    await new Promise((r) => setImmediate(r));
    cms.state.hold = null;
    expect(await page()).toContain('Zweite Fassung');
    expect(cms.state.reads).toBe(2);
  });
});
