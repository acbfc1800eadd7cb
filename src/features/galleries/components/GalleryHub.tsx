import { useTranslation } from 'react-i18next';
import { listImagePriority } from '@/components/imagePriority';
import { OverlayCard } from '@/components/OverlayCard';
import { FirstPaintAfter } from '@/components/FirstPaintAfter';
import { PHOTO_SIZES, PhotoGrid } from '@/components/PhotoGrid';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { eventsHubCard, staticGalleries } from '@/features/galleries/content';

/**
 * D6: one card per static gallery, then one for the events, in the site's one picture grid:
 * seven cards stand 3 + 2 + 2, every row full (as 2 + 2 + 2 + 1 on a tablet the last card
 * stood beside an empty half).
 */
export function GalleryHub() {
  const { t } = useTranslation();
  return (
    <>
      <PhotoGrid count={staticGalleries.length + 1}>
        {staticGalleries.map((gallery, index) => (
          <li key={gallery.id}>
            <OverlayCard
              to={gallery.path}
              label={t(`galleries.headings.${gallery.id}`)}
              image={
                <ResponsiveImage
                  image={gallery.cover}
                  alt=""
                  sizes={PHOTO_SIZES}
                  // The first card's picture is the page's main image.
                  priority={listImagePriority(index)}
                />
              }
            />
          </li>
        ))}
        <li>
          <OverlayCard
            to={eventsHubCard.path}
            label={t('galleries.hub.events')}
            image={<ResponsiveImage image={eventsHubCard.cover} alt="" sizes={PHOTO_SIZES} />}
          />
        </li>
      </PhotoGrid>
      {/* The cards' labels lie at their feet and grow upwards as their text arrives. */}
      <FirstPaintAfter id="gallery-hub-end" />
    </>
  );
}
