import { useSyncExternalStore } from 'react';
import { prefersReducedMotion } from '../../components/scroll';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * D20 for the partner carousel, whose library timer is switched by a prop: follows the
 * visitor's reduced-motion setting live, and reads "no preference" when rendered in Node.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
