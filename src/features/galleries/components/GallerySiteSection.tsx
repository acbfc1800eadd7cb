import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SectionHeading } from '@/components/layout';
import { MediaFrame } from '@/components/MediaFrame';
import type { ImagePriority } from '@/components/imagePriority';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { GallerySite } from '@/features/galleries/content';
import { theme } from '@/theme/theme';

/**
 * The widest a photo is drawn: its largest file is 960 px wide, sharp up to 600 CSS px on a
 * 2x screen (D44: no picture drawn larger than its file).
 */
const PHOTO_MAX = 600;

/**
 * Screens where a photo is as wide as the text (PHOTO_MAX and the page's 24 px gutters,
 * theme.space.lg, or less): there a 4:3 photo is taller than a 16:9 banner of the same width above it.
 */
const PHOTO_AS_WIDE_AS_TEXT = `(max-width: ${String(PHOTO_MAX + 2 * 24)}px)`;

const Photos = styled.ul`
  display: grid;
  /* A column is never wider than PHOTO_MAX, however few photos the site has. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), ${PHOTO_MAX}px));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface GallerySiteSectionProps {
  site: GallerySite;
  /** How soon the site's first photo is wanted (the others load as they near the viewport). */
  firstPhoto: ImagePriority;
  /**
   * The photos stand under the gallery's banner, its main image. Where the first photo is as
   * wide as the text it is the larger, the page's largest paint: there it is asked for first.
   */
  underBanner?: boolean;
}

/** A site of a static gallery: its name (with city) and its photos. */
export function GallerySiteSection({
  site,
  firstPhoto,
  underBanner = false,
}: GallerySiteSectionProps) {
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
              sizes={`(max-width: ${PHOTO_MAX}px) 100vw, ${PHOTO_MAX}px`}
              priority={index === 0 ? firstPhoto : 'lazy'}
              largestOn={index === 0 && underBanner ? PHOTO_AS_WIDE_AS_TEXT : undefined}
            />
          </MediaFrame>
        ))}
      </Photos>
    </section>
  );
}
