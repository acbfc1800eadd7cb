import { anchors, paths } from '@/config/paths';

/** Footer product links all lead to /solution (spec section 2). Keys under `footer.products`. */
export const productLinks = [
  { to: paths.solution, key: 'parkingManagement' },
  { to: paths.solution, key: 'campusCare' },
  { to: paths.solution, key: 'mechanicalParking' },
  { to: paths.solution, key: 'warehouse' },
] as const;

/** Keys under `footer.help`. */
export const helpLinks = [
  { to: paths.faq, key: 'faq' },
  { to: paths.support, key: 'support' },
] as const;

/** Keys under `footer.policies`; the refund links carry the spec's anchors. */
export const policyLinks = [
  { to: paths.privacy, key: 'privacy' },
  { to: paths.terms, key: 'terms' },
  { to: `${paths.refund}#${anchors.refundTop}`, key: 'refund' },
  { to: paths.shipping, key: 'shipping' },
  { to: `${paths.refund}#${anchors.cancellationPolicy}`, key: 'cancellation' },
] as const;
