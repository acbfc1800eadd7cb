import { Navigate, type RouteObject } from 'react-router-dom';
import { anchors, paths } from '../../config/paths';
import { lazyPage } from '../lazyPage';

/** Redirects D1-D3 replace the history entry; anything unknown gets the not-found page (D7). */
export const redirectRoutes: RouteObject[] = [
  { path: paths.erp, element: <Navigate to={paths.solution} replace /> },
  {
    path: paths.cancel,
    element: <Navigate to={`${paths.refund}#${anchors.cancellationPolicy}`} replace />,
  },
  { path: paths.skillsRoot, element: <Navigate to={paths.career} replace /> },
  { path: paths.blogSectionRoot, element: <Navigate to={paths.blog} replace /> },
];

export const notFoundRoute: RouteObject = {
  path: '*',
  element: lazyPage(() => import('../../pages/NotFoundPage')),
};
