import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPage } from '../lazyPage';

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
  { path: paths.caseList, element: lazyPage(() => import('../../pages/CaseListPage')) },
  { path: paths.caseDetail, element: lazyPage(() => import('../../pages/CaseDetailPage')) },
  // D4: the case-detail screen, resolving the airport service from the services list.
  { path: paths.airport, element: lazyPage(() => import('../../pages/CaseDetailPage')) },
  ...staticGalleryPaths.map((path) => ({
    path,
    element: lazyPage(() => import('../../pages/StaticGalleryPage')),
  })),
  { path: paths.gallery, element: lazyPage(() => import('../../pages/GalleryHubPage')) },
  { path: paths.blog, element: lazyPage(() => import('../../pages/BlogListPage')) },
  { path: paths.blogSection, element: lazyPage(() => import('../../pages/BlogDetailPage')) },
  { path: paths.events, element: lazyPage(() => import('../../pages/EventsPage')) },
  { path: paths.eventDetail, element: lazyPage(() => import('../../pages/EventDetailPage')) },
  { path: paths.faq, element: lazyPage(() => import('../../pages/FaqPage')) },
  { path: paths.support, element: lazyPage(() => import('../../pages/SupportPage')) },
];
