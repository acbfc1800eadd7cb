import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HeadedSection } from '@/components/HeadedSection';
import { Lead } from '@/components/layout';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { media } from '@/theme/media';
import { lifePhotos } from '@/features/about/content';
import { theme } from '@/theme/theme';

const Photos = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.upToMobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Spec "About": the life-at-the-company grid of four photos. */
export function LifeGallery() {
  const { t } = useTranslation();
  return (
    <HeadedSection headingId="about-life-title" heading={t('about.life.heading')}>
      <Lead>{t('about.life.intro')}</Lead>
      <Photos>
        {lifePhotos.map((photo) => (
          <MediaFrame as="li" key={photo.key} $ratio="4 / 3" $rounded>
            <ResponsiveImage
              image={images[photo.image]}
              alt={t(`about.life.photos.${photo.key}`)}
              sizes="(max-width: 768px) 50vw, 25vw"
            />
          </MediaFrame>
        ))}
      </Photos>
    </HeadedSection>
  );
}
