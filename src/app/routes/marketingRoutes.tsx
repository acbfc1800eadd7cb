import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '@/app/lazyRoute';

/** Home and About (issue 3); each page loads in its own chunk. */
export const marketingRoutes: RouteObject[] = [
  lazyRoute(paths.home, () => import('@/pages/HomePage')),
  lazyRoute(paths.about, () => import('@/pages/AboutPage')),
];
