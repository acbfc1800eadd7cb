import { paths } from './paths';
import { detailPrefix, detailRoutes } from './routeTable';
import { canonicalPath } from './siteUrls';

/**
 * The main sections of the site. Each has a 1200 x 630 JPEG share image drawn by the artwork
 * pipeline (`npm run images`, scripts/artwork/registry-share.ts): JPEG because WhatsApp and
 * LinkedIn do not read WebP or AVIF previews reliably.
 */
export const SHARE_SECTIONS = [
  'home',
  'about',
  'solutions',
  'galleries',
  'careers',
  'contact',
  'partners',
  'blog',
  'events',
  'support',
  'legal',
] as const;
export type ShareSection = (typeof SHARE_SECTIONS)[number];

/** Open Graph's large-card size (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function shareImagePath(section: ShareSection): string {
  return `/images/share/${section}.jpg`;
}

/** Every fixed and detail route of src/config/routeTable.ts and the section it belongs to. */
export const routeShareSections: Readonly<Record<string, ShareSection>> = {
  [paths.home]: 'home',
  [paths.about]: 'about',
  [paths.solution]: 'solutions',
  [paths.caseList]: 'galleries',
  [paths.caseDetail]: 'galleries',
  [paths.airport]: 'galleries',
  [paths.gallery]: 'galleries',
  [paths.mall]: 'galleries',
  [paths.residential]: 'galleries',
  [paths.truck]: 'galleries',
  [paths.railway]: 'galleries',
  [paths.holy]: 'galleries',
  [paths.business]: 'galleries',
  [paths.career]: 'careers',
  [paths.skills]: 'careers',
  [paths.hiringForm]: 'careers',
  [paths.contact]: 'contact',
  [paths.joinUs]: 'partners',
  [paths.blog]: 'blog',
  [paths.blogSection]: 'blog',
  [paths.events]: 'events',
  [paths.eventDetail]: 'events',
  [paths.faq]: 'support',
  [paths.support]: 'support',
  [paths.privacy]: 'legal',
  [paths.refund]: 'legal',
  [paths.terms]: 'legal',
  [paths.shipping]: 'legal',
  // A shared search (issue 62) previews as the site itself.
  [paths.search]: 'home',
};

/** The section of the page at `pathname`; unknown paths (the not-found page) share the home image. */
export function shareSectionFor(pathname: string): ShareSection {
  const path = canonicalPath(pathname);
  const route = detailRoutes.find((pattern) => path.startsWith(detailPrefix(pattern))) ?? path;
  return routeShareSections[route] ?? 'home';
}
