import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '@/app/lazyRoute';

/** Careers, the hiring form, contact and partner registration (spec section 2; issue 5). */
export const leadsRoutes: RouteObject[] = [
  lazyRoute(paths.career, () => import('@/pages/CareerPage')),
  lazyRoute(paths.skills, () => import('@/pages/JobDetailPage')),
  lazyRoute(paths.hiringForm, () => import('@/pages/HiringFormPage')),
  lazyRoute(paths.contact, () => import('@/pages/ContactPage')),
  lazyRoute(paths.joinUs, () => import('@/pages/JoinUsPage')),
];
