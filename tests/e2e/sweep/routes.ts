/**
 * The routes the page sweeps visit (tests/e2e/sweep.e2e.ts), in the groups the checks apply to.
 */
import { paths, pathTo } from '@/config/paths';
import { fixedRoutes } from '@/config/routeTable';
import { blogs } from '@/mocks/fixtures/blog';
import { jobOpenings } from '@/mocks/fixtures/careers';
import { events } from '@/mocks/fixtures/events';
import { parkingServices } from '@/mocks/fixtures/parking';

/** A demo id for each parameterised route. */
const DEMO_IDS: Record<string, string | undefined> = {
  [paths.caseDetail]: parkingServices[0]?._id,
  [paths.blogSection]: blogs[0]?._id,
  [paths.eventDetail]: events[0]?._id,
  [paths.skills]: jobOpenings[0]?._id,
};

const withDemoId = (pattern: string) => pathTo(pattern, DEMO_IDS[pattern] ?? '');

export const NOT_FOUND = '/no-such-page';

/** Every route of the spec's route table (redirects included), plus the not-found page. */
export const EVERY_ROUTE: readonly string[] = [...Object.values(paths).map(withDemoId), NOT_FOUND];

/** Every route with prerendered HTML of its own (D31). */
export const FIXED_ROUTES: readonly string[] = fixedRoutes.map(({ path }) => path);

/** The server-driven pages, galleries, blog, events, FAQ and support (issue 4). */
export const CONTENT_ROUTES: readonly string[] = [
  paths.caseList,
  withDemoId(paths.caseDetail),
  paths.airport,
  paths.mall,
  paths.residential,
  paths.truck,
  paths.railway,
  paths.holy,
  paths.business,
  paths.gallery,
  paths.blog,
  withDemoId(paths.blogSection),
  paths.events,
  withDemoId(paths.eventDetail),
  paths.faq,
  paths.support,
];

/** The solutions page and the legal pages (D25). */
export const SOLUTIONS_AND_LEGAL: readonly string[] = [
  paths.solution,
  paths.privacy,
  paths.terms,
  paths.shipping,
  paths.refund,
];

export const HOME_AND_ABOUT: readonly string[] = [paths.home, paths.about];

/** The pages with a lead form. */
export const LEAD_ROUTES: readonly string[] = [
  paths.career,
  withDemoId(paths.skills),
  paths.hiringForm,
  paths.contact,
  paths.joinUs,
];
