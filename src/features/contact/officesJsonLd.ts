import type { Graph } from 'schema-dts';
import { paths } from '@/config/paths';
import { shareImagePath } from '@/config/shareImages';
import { brand } from '@/config/brand';
import { offices, type Office } from '@/config/site';
import { absoluteUrl } from '@/config/siteUrls';

/** The five offices of the site configuration (D22) as local businesses, for map results. */
export function officesJsonLd(officeName: (office: Office) => string): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': offices.map((office) => ({
      '@type': 'LocalBusiness',
      name: `${brand.name}: ${officeName(office)}`,
      url: absoluteUrl(paths.contact),
      image: absoluteUrl(shareImagePath('contact')),
      email: office.email,
      telephone: office.phone,
      address: { '@type': 'PostalAddress', ...office.postalAddress, addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
    })),
  };
}
