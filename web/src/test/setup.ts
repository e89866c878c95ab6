import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 5 s, not 1 s: CI runs these beside the API suites on two cores,
// where a first render of a Chakra page alone can take over a second.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks a few browser APIs Chakra UI (Ark/Zag) uses (a test of build-time rendering runs in
// the node environment, without a window).
if (typeof window !== 'undefined') {
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
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  if (!globalThis.structuredClone) globalThis.structuredClone = (v: unknown) => JSON.parse(JSON.stringify(v));
}
// react-router 7 needs TextEncoder, which jsdom does not provide.
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });
