import { Navigate, type RouteObject } from 'react-router-dom';
import { redirectRoutes } from '@/config/routeTable';
import { lazyRoute } from '@/app/lazyRoute';

/** Redirects D1-D3 replace the history entry; anything unknown gets the not-found page (D7). */
export const redirectElements: RouteObject[] = redirectRoutes.map(({ from, to }) => ({
  path: from,
  element: <Navigate to={to} replace />,
}));

export const notFoundRoute: RouteObject = lazyRoute('*', () => import('@/pages/NotFoundPage'));
