import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPage } from '../lazyPage';

/** Careers, the hiring form, contact and partner registration (spec section 2; issue 5). */
export const leadsRoutes: RouteObject[] = [
  { path: paths.career, element: lazyPage(() => import('../../pages/CareerPage')) },
  { path: paths.skills, element: lazyPage(() => import('../../pages/JobDetailPage')) },
  { path: paths.hiringForm, element: lazyPage(() => import('../../pages/HiringFormPage')) },
  { path: paths.contact, element: lazyPage(() => import('../../pages/ContactPage')) },
  { path: paths.joinUs, element: lazyPage(() => import('../../pages/JoinUsPage')) },
];
