import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { galleryForPath } from '@/features/galleries/content';
import { StaticGalleryView } from '@/features/galleries/components/StaticGalleryView';
import NotFoundPage from './NotFoundPage';

/** D5: /mall, /residential, /truck, /railway, /holy and /bussiness; static, no calls. */
export default function StaticGalleryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const gallery = galleryForPath(pathname);
  // Only the six gallery routes render this page, so this is a safety net, not a real state.
  if (!gallery) return <NotFoundPage />;
  return (
    <>
      <StaticGalleryView gallery={gallery} />
      <PageMeta
        title={t(`galleries.headings.${gallery.id}`)}
        description={t(`seo.pages.${gallery.id}`)}
      />
    </>
  );
}
