import { act } from '@testing-library/react';

/** Stands in for the browser's IntersectionObserver, which jsdom lacks. */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  /** The elements some observer watches now. */
  static observed(): Element[] {
    return FakeIntersectionObserver.all.flatMap((observer) => observer.targets);
  }
  /** What the browser reports of `target` after a frame's layout. */
  static report(target: Element, entry: Partial<IntersectionObserverEntry>) {
    for (const observer of FakeIntersectionObserver.all.filter((o) => o.targets.includes(target))) {
      const full = { target, ...entry } as IntersectionObserverEntry;
      act(() => observer.callback([full], observer as unknown as IntersectionObserver));
    }
  }
  /** What the browser does when `target` scrolls into or out of the viewport. */
  static scroll(target: Element, isIntersecting: boolean) {
    FakeIntersectionObserver.report(target, { isIntersecting });
  }
}

/** Gives the window the stand-in; `removeIntersectionObserver` takes it away after the test. */
export function installIntersectionObserver() {
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    value: FakeIntersectionObserver,
  });
}

export function removeIntersectionObserver() {
  Reflect.deleteProperty(window, 'IntersectionObserver');
  FakeIntersectionObserver.all = [];
}
