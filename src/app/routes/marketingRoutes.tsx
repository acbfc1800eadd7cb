import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPage } from '../lazyPage';

/** Home and About (issue 3); each page loads in its own chunk. */
export const marketingRoutes: RouteObject[] = [
  { path: paths.home, element: lazyPage(() => import('../../pages/HomePage')) },
  { path: paths.about, element: lazyPage(() => import('../../pages/AboutPage')) },
];
