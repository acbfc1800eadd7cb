import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '@/app/lazyRoute';

const staticGalleryPaths = [
  paths.mall,
  paths.residential,
  paths.truck,
  paths.railway,
  paths.holy,
  paths.business,
];

/** Server-driven pages, galleries, blog, events, FAQ and support (issue 4). */
export const contentRoutes: RouteObject[] = [
  lazyRoute(paths.caseList, () => import('@/pages/CaseListPage')),
  lazyRoute(paths.caseDetail, () => import('@/pages/CaseDetailPage')),
  // D4: the case-detail screen, resolving the airport service from the services list.
  lazyRoute(paths.airport, () => import('@/pages/CaseDetailPage')),
  ...staticGalleryPaths.map((path) => lazyRoute(path, () => import('@/pages/StaticGalleryPage'))),
  lazyRoute(paths.gallery, () => import('@/pages/GalleryHubPage')),
  lazyRoute(paths.blog, () => import('@/pages/BlogListPage')),
  lazyRoute(paths.blogSection, () => import('@/pages/BlogDetailPage')),
  lazyRoute(paths.events, () => import('@/pages/EventsPage')),
  lazyRoute(paths.eventDetail, () => import('@/pages/EventDetailPage')),
  lazyRoute(paths.faq, () => import('@/pages/FaqPage')),
  lazyRoute(paths.support, () => import('@/pages/SupportPage')),
];
