import { fireEvent } from '@testing-library/react';

/**
 * jsdom has no PointerEvent: testing-library would fall back to a plain Event and drop
 * pointerType and the coordinates. A stand-in for the browser's constructor, not our code.
 */
class PointerEventStandIn extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

/** Installs the stand-in for the tests of the calling file. */
export function withPointerEvents(): void {
  beforeAll(() => {
    Object.defineProperty(window, 'PointerEvent', {
      configurable: true,
      value: PointerEventStandIn,
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(window, 'PointerEvent');
  });
}

/** A finger from `fromX` to `toX` (and `dy` down), with the move events in between. */
export function swipe(target: Element, fromX: number, toX: number, pointerType = 'touch', dy = 0) {
  const at = (x: number, y: number) => ({ pointerId: 7, pointerType, clientX: x, clientY: y });
  fireEvent.pointerDown(target, at(fromX, 300));
  for (let step = 1; step <= 4; step += 1) {
    fireEvent.pointerMove(target, at(fromX + ((toX - fromX) * step) / 4, 300 + (dy * step) / 4));
  }
  fireEvent.pointerUp(target, at(toX, 300 + dy));
}
