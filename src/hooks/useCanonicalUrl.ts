import { useLocation } from 'react-router-dom';
import { absoluteUrl, canonicalPath } from '@/config/siteUrls';
import { selectLanguage } from '@/i18n/languageSlice';
import { localizedPath } from '@/i18n/languagePaths';
import type { Language } from '@/i18n/languages';
import { useAppSelector } from '@/store/hooks';

/** The absolute URL of the current page in `language` (D33, D37): `/hi/aboutus` in Hindi. */
export function usePageUrlIn(): (language: Language) => string {
  const { pathname } = useLocation();
  return (language) => absoluteUrl(localizedPath(language, canonicalPath(pathname)));
}

/** The absolute URL of the current page (D33), as canonical links and structured data name it. */
export function useCanonicalUrl(): string {
  const language = useAppSelector(selectLanguage);
  return usePageUrlIn()(language);
}
