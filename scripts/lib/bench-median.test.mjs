// The bench's median run of a page (bench-intent.mjs's readiness, bench-inp.mjs's INP; decision 0299).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { medianRun } from './bench-intent.mjs';

test('the run with the median figure, every run kept in order', () => {
  const runs = [
    { inpMs: 328, longest: { event: 'click' } },
    { inpMs: 136, longest: { event: 'pointerdown' } },
    { inpMs: 152, longest: { event: 'click' } },
  ];
  assert.deepEqual(medianRun(runs, 'inpMs'), {
    inpMs: 152,
    longest: { event: 'click' },
    runs: [328, 136, 152],
  });
});

test('an even count takes the lower middle; a run without a figure ranks last', () => {
  const runs = [{ inpMs: null }, { inpMs: 200 }, { inpMs: 120 }, { inpMs: 180 }];
  assert.deepEqual(medianRun(runs, 'inpMs'), { inpMs: 180, runs: [null, 200, 120, 180] });
  assert.deepEqual(medianRun([{ readyAfterScriptMs: 300 }], 'readyAfterScriptMs'), {
    readyAfterScriptMs: 300,
    runs: [300],
  });
});
