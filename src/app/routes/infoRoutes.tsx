import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPage } from '../lazyPage';

/** Solutions and the legal pages (issue 3); /erp and /cancel redirect in foundationRoutes. */
export const infoRoutes: RouteObject[] = [
  { path: paths.solution, element: lazyPage(() => import('../../pages/SolutionPage')) },
  { path: paths.privacy, element: lazyPage(() => import('../../pages/PrivacyPolicyPage')) },
  { path: paths.terms, element: lazyPage(() => import('../../pages/TermsPage')) },
  { path: paths.shipping, element: lazyPage(() => import('../../pages/ShippingPolicyPage')) },
  { path: paths.refund, element: lazyPage(() => import('../../pages/RefundPolicyPage')) },
];
