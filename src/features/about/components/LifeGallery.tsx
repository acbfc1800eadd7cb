import { useTranslation } from 'react-i18next';
import { HeadedSection } from '@/components/HeadedSection';
import { Lead } from '@/components/layout';
import { MediaFrame } from '@/components/MediaFrame';
import { PHOTO_SIZES, PhotoGrid } from '@/components/PhotoGrid';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { lifePhotos } from '@/features/about/content';

/** Spec "About": the life-at-the-company grid of four photos, the site's one picture grid. */
export function LifeGallery() {
  const { t } = useTranslation();
  return (
    <HeadedSection headingId="about-life-title" heading={t('about.life.heading')}>
      <Lead>{t('about.life.intro')}</Lead>
      <PhotoGrid count={lifePhotos.length}>
        {lifePhotos.map((photo) => (
          <MediaFrame as="li" key={photo.key} $ratio="4 / 3" $rounded>
            <ResponsiveImage
              image={images[photo.image]}
              alt={t(`about.life.photos.${photo.key}`)}
              sizes={PHOTO_SIZES}
            />
          </MediaFrame>
        ))}
      </PhotoGrid>
    </HeadedSection>
  );
}
