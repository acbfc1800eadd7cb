import { paths } from '@/config/paths';

/** Spec section 2: navbar links in this order; `key` is under `chrome.nav` in translations. */
export const navLinks = [
  { to: paths.home, key: 'home' },
  { to: paths.about, key: 'about' },
  { to: paths.solution, key: 'solution' },
  { to: paths.caseList, key: 'case' },
  { to: paths.blog, key: 'blog' },
  { to: paths.career, key: 'career' },
  { to: paths.gallery, key: 'gallery' },
  { to: paths.contact, key: 'contact' },
] as const;
