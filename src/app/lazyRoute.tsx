import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

type ComponentModule = Promise<{ default: ComponentType }>;

/** What a route table entry carries (in `handle`) so its page can load before rendering. */
export interface PreloadHandle {
  preload: () => Promise<void>;
}

export function isPreloadHandle(value: unknown): value is PreloadHandle {
  return typeof value === 'object' && value !== null && 'preload' in value;
}

/**
 * A component whose module loads in its own chunk on first use, and which can be loaded
 * ahead of rendering. The prerender needs the component itself (not the Suspense fallback) in
 * its HTML, and the browser must have the code before it hydrates that HTML: a component that
 * suspends inside a boundary React is hydrating can make React throw the server HTML away.
 */
export function preloadableLazy(load: () => ComponentModule) {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded = (await load()).default;
  };
  const Lazy = lazy(load);
  function Preloadable() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Component: Preloadable, preload };
}

/** A route whose page loads in its own chunk; `handle.preload` loads it ahead of time. */
export function lazyRoute(path: string, load: () => ComponentModule): RouteObject {
  const { Component, preload } = preloadableLazy(load);
  const handle: PreloadHandle = { preload };
  return { path, element: <Component />, handle };
}
