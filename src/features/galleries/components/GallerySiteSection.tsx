import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/components/pageBlocks';
import { MediaFrame } from '@/components/MediaFrame';
import type { ImagePriority } from '@/components/imagePriority';
import { PHOTO_SIZES, PhotoGrid } from '@/components/PhotoGrid';
import { PhotoSet } from '@/components/PhotoSet';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { ImageAsset } from '@/generated/images';
import type { GallerySite } from '@/features/galleries/content';

/**
 * Screens where a photo is as wide as the text (its 600 px and the page's 24 px gutters, or
 * less): there a 4:3 photo is taller than a 16:9 banner of the same width above it.
 */
const PHOTO_AS_WIDE_AS_TEXT = '(max-width: 648px)';

interface FirstPhoto {
  /** How soon the first photo is wanted (the others load as they near the viewport). */
  priority: ImagePriority;
  /**
   * The photos stand under the gallery's banner, its main image. Where the first photo is as
   * wide as the text it is the larger, the page's largest paint: there it is asked for first.
   */
  underBanner: boolean;
}

function Photo({
  image,
  alt,
  first,
}: {
  image: ImageAsset;
  alt: string;
  first: FirstPhoto | undefined;
}) {
  return (
    <MediaFrame $ratio="4 / 3" $rounded>
      <ResponsiveImage
        image={image}
        alt={alt}
        sizes={PHOTO_SIZES}
        priority={first?.priority ?? 'lazy'}
        largestOn={first?.underBanner ? PHOTO_AS_WIDE_AS_TEXT : undefined}
      />
    </MediaFrame>
  );
}

/** A site of a static gallery with its photos under (or, for one, beside) its name. */
export function GallerySiteSection({ site, first }: { site: GallerySite; first?: FirstPhoto }) {
  const { t } = useTranslation();
  const total = site.photos.length;
  return (
    <PhotoSet heading={<SectionHeading>{site.name}</SectionHeading>} count={total}>
      <PhotoGrid count={total}>
        {site.photos.map((photo, index) => (
          <li key={photo.src}>
            <Photo
              image={photo}
              first={index === 0 ? first : undefined}
              alt={
                total === 1
                  ? t('galleries.photoAlt', { site: site.name })
                  : t('galleries.photoAltNumbered', { site: site.name, number: index + 1, total })
              }
            />
          </li>
        ))}
      </PhotoGrid>
    </PhotoSet>
  );
}

/**
 * Sites of one photo each, side by side: each tile its site's name over its photo, the photos
 * of a row at one height whatever the length of the names.
 */
export function GallerySiteTiles({
  sites,
  first,
}: {
  sites: readonly GallerySite[];
  first?: FirstPhoto;
}) {
  const { t } = useTranslation();
  return (
    <PhotoGrid count={sites.length} headed>
      {sites.map((site, index) => (
        <li key={site.name}>
          <SectionHeading>{site.name}</SectionHeading>
          {site.photos[0] && (
            <Photo
              image={site.photos[0]}
              first={index === 0 ? first : undefined}
              alt={t('galleries.photoAlt', { site: site.name })}
            />
          )}
        </li>
      ))}
    </PhotoGrid>
  );
}
