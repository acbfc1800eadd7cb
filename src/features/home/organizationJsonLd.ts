import type { Organization, WithContext } from 'schema-dts';
import { brand } from '@/config/brand';
import { salesContact, socialLinks } from '@/config/site';
import { absoluteUrl } from '@/config/siteUrls';

/** The company for search engines' knowledge panel, from the site configuration (D22). */
export const organizationJsonLd: WithContext<Organization> = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: brand.name,
  legalName: brand.legalName,
  url: absoluteUrl('/'),
  logo: absoluteUrl('/favicon.svg'),
  sameAs: socialLinks.map((link) => link.href),
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'sales',
    telephone: salesContact.phone,
    email: salesContact.email,
    areaServed: 'IN',
  },
};
