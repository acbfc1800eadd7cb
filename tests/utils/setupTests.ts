import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '../../src/mocks/node';

// Whole-site renders load lazy pages; under a parallel CI run they can take over the 1 s default.
configure({ asyncUtilTimeout: 4000 });

// Every request must be answered by a handler: a path the app gets wrong fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom does not implement scrolling or matchMedia; the app calls both from handlers.
window.scrollTo = jest.fn();
window.scrollBy = jest.fn();
// Only `matches` is read by the app; the stub is an EventTarget so listeners can attach.
window.matchMedia = (query: string) =>
  Object.assign(new EventTarget(), {
    matches: false,
    media: query,
    onchange: null,
  }) as unknown as MediaQueryList;
