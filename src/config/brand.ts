/**
 * D22: the brand's names. Its own module, apart from the rest of the site configuration
 * (site.ts), because the navbar needs it in the first bundle and the offices need not be there.
 */
export const brand = {
  name: 'ParkNova',
  legalName: 'ParkNova Infratech Pvt. Ltd.',
} as const;
