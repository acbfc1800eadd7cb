import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { isPreloadHandle } from '@/app/lazyRoute';
import { Layout, preloadFooter } from '@/app/Layout';
import { pageRoutes } from './pageRoutes';

/** The route table: every page renders inside the chrome (Layout). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: pageRoutes,
  },
];

/** Declarative routing (BrowserRouter in the browser, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the code of everything the page at `pathname` renders (its page and the footer), so
 * that the first render, on the server or when hydrating, needs no chunk it does not have.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const pages = matches.map(({ route }) =>
    isPreloadHandle(route.handle) ? route.handle.preload() : undefined,
  );
  await Promise.all([preloadFooter(), ...pages]);
}
