import '@testing-library/jest-dom';

// jsdom lacks a few browser APIs Chakra UI (Ark/Zag) uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
if (!globalThis.structuredClone) globalThis.structuredClone = (v: unknown) => JSON.parse(JSON.stringify(v));
// react-router 7 needs TextEncoder, which jsdom does not provide.
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });
