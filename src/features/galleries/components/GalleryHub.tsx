import { useTranslation } from 'react-i18next';
import { listImagePriority } from '@/components/imagePriority';
import { CountedGrid } from '@/components/CountedGrid';
import { OverlayCard } from '@/components/OverlayCard';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { eventsHubCard, staticGalleries } from '@/features/galleries/content';

const CARD_SIZES = '(max-width: 768px) 100vw, 400px';

/** D6: one card per static gallery, then one for the events. */
export function GalleryHub() {
  const { t } = useTranslation();
  // One card per static gallery and one for the events.
  return (
    <CountedGrid as="ul" $count={staticGalleries.length + 1} $columns={{ desktop: 4 }}>
      {staticGalleries.map((gallery, index) => (
        <li key={gallery.id}>
          <OverlayCard
            to={gallery.path}
            label={t(`galleries.headings.${gallery.id}`)}
            image={
              <ResponsiveImage
                image={gallery.cover}
                alt=""
                sizes={CARD_SIZES}
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
          image={<ResponsiveImage image={eventsHubCard.cover} alt="" sizes={CARD_SIZES} />}
        />
      </li>
    </CountedGrid>
  );
}
