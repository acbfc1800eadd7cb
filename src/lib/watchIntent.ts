import { prefetchAllowed } from '@/lib/connection';

/** How long the mouse rests on an element before that counts as intent (passing over does not). */
const HOVER_INTENT_MS = 100;

/** How the visitor showed the intent: a resting mouse, focus, or a touch. */
export type Intent = 'hover' | 'focus' | 'touch';

interface IntentHandlers {
  /** The visitor means to use `element`: prefetch what it opens. */
  intent: (element: Element, how: Intent) => void;
  /** The mouse came onto `element`, 100 ms before it counts as intent. */
  approach?: (element: Element) => void;
}

/**
 * Watches the document for the intent to use an element matching `selector` (issue 25): the
 * mouse resting on it for 100 ms, its focus, a touch. Listeners on the document, so that no
 * element needs to know; nothing with Save-Data or on 2G. Returns what stops watching.
 */
export function watchIntent(selector: string, { intent, approach }: IntentHandlers): () => void {
  let timer: number | undefined;
  const onEvent = (event: Event) => {
    clearTimeout(timer);
    const element = event.target instanceof Element ? event.target.closest(selector) : null;
    if (!element || event.type === 'pointerout' || !prefetchAllowed('intent')) return;
    if (event.type === 'focusin') intent(element, 'focus');
    else if (event.type === 'touchstart') intent(element, 'touch');
    else if ((event as PointerEvent).pointerType === 'mouse') {
      approach?.(element);
      timer = window.setTimeout(() => intent(element, 'hover'), HOVER_INTENT_MS);
    }
  };
  const types = ['pointerover', 'pointerout', 'focusin', 'touchstart'];
  for (const type of types) document.addEventListener(type, onEvent, { passive: true });
  return () => {
    clearTimeout(timer);
    for (const type of types) document.removeEventListener(type, onEvent);
  };
}
