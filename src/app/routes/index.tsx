import { useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from '../Layout';
import { contentRoutes } from './contentRoutes';
import { notFoundRoute, redirectElements } from './foundationRoutes';
import { infoRoutes } from './infoRoutes';
import { leadsRoutes } from './leadsRoutes';
import { marketingRoutes } from './marketingRoutes';

/** The route table: every page renders inside the chrome (Layout). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...marketingRoutes,
      ...infoRoutes,
      ...contentRoutes,
      ...leadsRoutes,
      ...redirectElements,
      notFoundRoute,
    ],
  },
];

/** Declarative routing (BrowserRouter in the browser, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
