import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { safeUrl } from '@/api/parse';
import { SHARE_IMAGE_SIZE, shareImagePath, shareSectionFor } from '@/config/shareImages';
import { brand } from '@/config/brand';
import { absoluteUrl } from '@/config/siteUrls';
import { selectLanguage } from '@/i18n/languageSlice';
import { OG_LOCALES, SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { useAppSelector } from '@/store/hooks';
import { useCanonicalUrl, usePageUrlIn } from '@/hooks/useCanonicalUrl';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import { plainText } from '@/lib/plainText';
import { JsonLd } from './JsonLd';

export interface PageMetaProps {
  /** The page's own title; '' gives the home page's "brand | tagline" (D24). */
  title: string;
  description: string;
  /** A server image for share previews; the section's share image when absent or unsafe (D12). */
  image?: string;
  /** Open Graph type: `article` for a blog post. */
  type?: 'website' | 'article';
  /** Not-found and error screens: kept out of search results and given no canonical URL. */
  noindex?: boolean;
}

interface ShareImage {
  url: string;
  alt: string;
  /** Known for the section images only; a server image's size is not. */
  size?: typeof SHARE_IMAGE_SIZE;
}

/** The page's own server image when it passes the D12 check, else its section's share image. */
function useShareImage(image: string | undefined, alt: string): ShareImage {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const serverImage = safeUrl(image);
  if (serverImage) return { url: absoluteUrl(serverImage), alt };
  const section = shareSectionFor(pathname);
  return {
    url: absoluteUrl(shareImagePath(section)),
    alt: t(`seo.shareAlt.${section}`),
    size: SHARE_IMAGE_SIZE,
  };
}

/**
 * The head of every page, in the visitor's language (D24): title, description, canonical URL
 * (D33), the page's URL in each language (`hreflang`, `x-default` → English, D37), Open Graph
 * and Twitter card, and the page as a JSON-LD WebPage with its `inLanguage`. React 19 hoists the
 * title, meta and link elements into <head> wherever the page renders them and removes them when
 * it unmounts, so each page owns exactly one set. The JSON-LD stays where it is rendered: pages
 * render PageMeta (and their own JSON-LD) last, so a page's first screen comes within its first
 * round trip and its data blocks after it (D46, `npm run budget:first-screen`).
 */
export function PageMeta({
  title,
  description,
  image,
  type = 'website',
  noindex = false,
}: PageMetaProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const fullTitle = plainText(
    title ? `${title} | ${brand.name}` : `${brand.name} | ${t('common.brandTagline')}`,
  );
  const share = useShareImage(image, title || brand.name);
  const about = plainText(description);
  const shareAlt = plainText(share.alt);
  const canonicalUrl = useCanonicalUrl();
  const url = noindex ? null : canonicalUrl;
  const urlIn = usePageUrlIn();
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={about} />
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      {url &&
        SUPPORTED_LANGUAGES.map((other) => (
          <link key={other} rel="alternate" hrefLang={other} href={urlIn(other)} />
        ))}
      {url && <link rel="alternate" hrefLang="x-default" href={urlIn(DEFAULT_LANGUAGE)} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={about} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={share.url} />
      {share.size && (
        <>
          <meta property="og:image:width" content={String(share.size.width)} />
          <meta property="og:image:height" content={String(share.size.height)} />
        </>
      )}
      <meta property="og:image:alt" content={shareAlt} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {SUPPORTED_LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={about} />
      <meta name="twitter:image" content={share.url} />
      <meta name="twitter:image:alt" content={shareAlt} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: fullTitle,
          description: about,
          inLanguage: language,
          ...(url ? { url } : {}),
        }}
      />
    </>
  );
}
