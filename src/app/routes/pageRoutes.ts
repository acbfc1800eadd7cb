import type { RouteObject } from 'react-router-dom';
import { contentRoutes } from './contentRoutes';
import { notFoundRoute, redirectElements } from './foundationRoutes';
import { infoRoutes } from './infoRoutes';
import { leadsRoutes } from './leadsRoutes';
import { marketingRoutes } from './marketingRoutes';

/**
 * Every page of the route table, without the chrome around them (Layout): what the table
 * renders inside Layout, and what prefetch on intent matches a link against (src/app/prefetch;
 * it cannot import the table itself, whose Layout reaches it through the footer).
 */
export const pageRoutes: RouteObject[] = [
  ...marketingRoutes,
  ...infoRoutes,
  ...contentRoutes,
  ...leadsRoutes,
  ...redirectElements,
  notFoundRoute,
];
