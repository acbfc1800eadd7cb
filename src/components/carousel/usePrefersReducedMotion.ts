import { useClientSnapshot } from '@/hooks/useClientSnapshot';
import { prefersReducedMotion } from '@/lib/scroll';

const QUERY = '(prefers-reduced-motion: reduce)';

const noPreference = () => false;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * D20: follows the visitor's reduced-motion setting live, and reads "no preference" when
 * rendered in Node. It is the browser's setting, not page state, so it is read, not stored.
 */
export function usePrefersReducedMotion(): boolean {
  return useClientSnapshot(subscribe, prefersReducedMotion, noPreference);
}
