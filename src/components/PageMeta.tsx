import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../config/site';

/** D24: the document title follows the current page and the selected language. */
export function PageMeta({ title }: { title: string }) {
  const { t } = useTranslation();
  const tagline = t('common.brandTagline');
  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : `${brand.name} | ${tagline}`;
  }, [title, tagline]);
  return null;
}
