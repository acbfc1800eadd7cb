import { useTranslation } from 'react-i18next';
import { Container, Lead, PageTitle, Section } from '@/components/layout';
import { PageMeta } from '@/components/PageMeta';
import { GalleryHub } from '@/features/galleries/components/GalleryHub';

/** D6: /gallary, the gallery hub. */
export default function GalleryHubPage() {
  const { t } = useTranslation();
  return (
    <Section>
      <Container>
        <PageTitle>{t('galleries.hub.title')}</PageTitle>
        <Lead>{t('galleries.hub.intro')}</Lead>
        <GalleryHub />
        <PageMeta title={t('galleries.hub.title')} description={t('seo.pages.gallery')} />
      </Container>
    </Section>
  );
}
