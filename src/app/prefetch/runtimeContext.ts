import { createContext } from 'react';
import type * as Runtime from './prefetchRuntime';

/**
 * Loads the prefetch work (its own chunk). Handed down from AppProviders, since the listeners
 * sit in the footer's chunk, which the route table's chunks reach, and the work needs the
 * route table: a direct import would close that circle. Without a provider nothing prefetches.
 */
export const PrefetchRuntimeContext = createContext<(() => Promise<typeof Runtime>) | null>(null);
