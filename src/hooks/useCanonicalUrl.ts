import { useLocation } from 'react-router-dom';
import { absoluteUrl, canonicalPath } from '@/config/siteUrls';

/** The absolute URL of the current page (D33), as canonical links and structured data name it. */
export function useCanonicalUrl(): string {
  const { pathname } = useLocation();
  return absoluteUrl(canonicalPath(pathname));
}
