import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '@/app/lazyRoute';

/**
 * Solutions and the legal pages (issue 3), and the site search's page (issue 62); /erp and
 * /cancel redirect in foundationRoutes.
 */
export const infoRoutes: RouteObject[] = [
  lazyRoute(paths.solution, () => import('@/pages/SolutionPage')),
  lazyRoute(paths.privacy, () => import('@/pages/PrivacyPolicyPage')),
  lazyRoute(paths.terms, () => import('@/pages/TermsPage')),
  lazyRoute(paths.shipping, () => import('@/pages/ShippingPolicyPage')),
  lazyRoute(paths.refund, () => import('@/pages/RefundPolicyPage')),
  // In the search dialog's chunk (src/app/SiteSearch.tsx).
  lazyRoute(paths.search, () => import(/* webpackChunkName: "search" */ '@/pages/SearchPage')),
];
