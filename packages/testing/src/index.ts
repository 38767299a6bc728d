export { renderWithProviders, type ProviderOptions, type ProvidersRenderResult } from './render';
export { createMemoryStorage, type MemoryStorage } from './memory-storage';
export { installMatchMedia, type FakeMatchMedia } from './media';
export { freePort } from './free-port';
export { fuzzSettings } from './fuzz-settings';
