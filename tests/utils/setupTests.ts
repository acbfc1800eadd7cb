import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '@/mocks/node';

// Whole-site renders load lazy pages; under a parallel CI run they can take over the 1 s default.
configure({ asyncUtilTimeout: 4000 });

// Every request must be answered by a handler: a path the app gets wrong fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
// Each test is a fresh tab: lead drafts (D36) never carry over from the test before.
afterEach(() => window.sessionStorage.clear());
afterAll(() => server.close());

// jsdom does not implement scrolling or matchMedia; the app calls both from handlers.
window.scrollTo = jest.fn();
window.scrollBy = jest.fn();
Element.prototype.scrollIntoView = jest.fn();
// Only `matches` is read by the app; the stub is an EventTarget so listeners can attach.
window.matchMedia = (query: string) =>
  Object.assign(new EventTarget(), {
    matches: false,
    media: query,
    onchange: null,
  }) as unknown as MediaQueryList;

/*
 * jsdom has no HTMLDialogElement.showModal/close. A minimal stand-in for the browser API the
 * Modal uses, not a mock of our code: showModal sets `open` and focuses the first focusable
 * descendant (the dialog focusing steps), Escape fires a cancelable `cancel` at the open modal
 * dialog and closes it unless prevented, close() clears `open` and fires `close`. Inertness
 * of the page behind is not emulated: the end-to-end tests check it in Chromium.
 */
const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, video[controls]';
const modals: HTMLDialogElement[] = [];
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
  modals.push(this);
  this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  modals.splice(modals.indexOf(this), 1);
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
document.addEventListener('keydown', (event) => {
  const top = modals.at(-1);
  if (event.key !== 'Escape' || !top?.isConnected) return;
  if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
});
