import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SectionHeading } from '@/components/layout';
import { MediaFrame } from '@/components/MediaFrame';
import type { ImagePriority } from '@/components/imagePriority';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { GallerySite } from '@/features/galleries/content';

const Photos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface GallerySiteSectionProps {
  site: GallerySite;
  /** How soon the site's first photo is wanted (the others load as they near the viewport). */
  firstPhoto: ImagePriority;
}

/** A site of a static gallery: its name (with city) and its photos. */
export function GallerySiteSection({ site, firstPhoto }: GallerySiteSectionProps) {
  const { t } = useTranslation();
  const total = site.photos.length;
  return (
    <section>
      <SectionHeading>{site.name}</SectionHeading>
      <Photos>
        {site.photos.map((photo, index) => (
          <MediaFrame as="li" key={photo.src} $ratio="4 / 3" $rounded>
            <ResponsiveImage
              image={photo}
              alt={
                total === 1
                  ? t('galleries.photoAlt', { site: site.name })
                  : t('galleries.photoAltNumbered', { site: site.name, number: index + 1, total })
              }
              sizes="(max-width: 768px) 100vw, 600px"
              priority={index === 0 ? firstPhoto : 'lazy'}
            />
          </MediaFrame>
        ))}
      </Photos>
    </section>
  );
}
