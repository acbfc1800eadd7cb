import { Navigate, type RouteObject } from 'react-router-dom';
import { redirectRoutes } from '../../config/routeTable';
import { lazyPage } from '../lazyPage';

/** Redirects D1-D3 replace the history entry; anything unknown gets the not-found page (D7). */
export const redirectElements: RouteObject[] = redirectRoutes.map(({ from, to }) => ({
  path: from,
  element: <Navigate to={to} replace />,
}));

export const notFoundRoute: RouteObject = {
  path: '*',
  element: lazyPage(() => import('../../pages/NotFoundPage')),
};
