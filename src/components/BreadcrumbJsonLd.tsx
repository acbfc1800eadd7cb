import { useTranslation } from 'react-i18next';
import type { BreadcrumbList, WithContext } from 'schema-dts';
import { paths } from '@/config/paths';
import { absoluteUrl } from '@/config/siteUrls';
import { JsonLd } from './JsonLd';
import { useCanonicalUrl } from '@/hooks/useCanonicalUrl';

export interface Crumb {
  name: string;
  /** A site path ("/blog") or, for the current page, its absolute URL. */
  path: string;
}

/** A detail page's trail for search results: Home › its section › this page. */
export function BreadcrumbJsonLd({ section, current }: { section: Crumb; current: string }) {
  const { t } = useTranslation();
  const currentUrl = useCanonicalUrl();
  const crumbs: Crumb[] = [
    { name: t('chrome.nav.home'), path: paths.home },
    section,
    { name: current, path: currentUrl },
  ];
  const data: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
  return <JsonLd data={data} />;
}
