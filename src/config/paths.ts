/** Every route of the site in one place (spec section 2, route table). */
export const paths = {
  home: '/',
  about: '/aboutus',
  solution: '/solution',
  erp: '/erp',
  caseList: '/case',
  caseDetail: '/case/:id',
  career: '/career',
  contact: '/contact',
  airport: '/airport',
  mall: '/mall',
  residential: '/residential',
  truck: '/truck',
  railway: '/railway',
  holy: '/holy',
  business: '/bussiness',
  blog: '/blog',
  gallery: '/gallary',
  blogSectionRoot: '/blogsection',
  blogSection: '/blogsection/:id',
  joinUs: '/joinus',
  events: '/events',
  eventDetail: '/events/:id',
  skillsRoot: '/skills',
  skills: '/skills/:id',
  hiringForm: '/form',
  privacy: '/privacypolicy',
  faq: '/faq',
  support: '/support',
  refund: '/refund',
  terms: '/terms',
  cancel: '/cancel',
  shipping: '/shipping',
  search: '/search',
} as const;

/** Section ids that footer links and redirects point at (spec: /refund#top, #cancellation-policy). */
export const anchors = {
  refundTop: 'top',
  cancellationPolicy: 'cancellation-policy',
} as const;

/** Builds a concrete path from a pattern such as `/case/:id`. */
export function pathTo(pattern: string, id: string): string {
  return pattern.replace(':id', encodeURIComponent(id));
}

/** `/aboutus/` and `/AboutUs` are `/aboutus` to the router (it ignores case and a last slash). */
export function normalisePath(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}
