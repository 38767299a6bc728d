/**
 * The composer's runtime suite, written once and run on every runtime (Node adapter over real
 * HTTP, the worker bundle in workerd via Miniflare), like hono's runtime-tests.
 */
import type { ComposerTarget } from './helpers';
import { defineCompressionTests } from './suite-compression';
import { defineEdgeTests } from './suite-edge';
import { definePageTests } from './suite-pages';
import { defineSafetyTests } from './suite-safety';

export type { ComposerTarget } from './helpers';

/** Defines the whole suite for one runtime. */
export function defineComposerSuite(name: string, getTarget: () => ComposerTarget): void {
  describe(`edge composer on ${name}`, () => {
    definePageTests(getTarget);
    defineEdgeTests(getTarget);
    defineSafetyTests(getTarget);
    defineCompressionTests(getTarget);
  });
}
