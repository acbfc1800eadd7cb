import { useTranslation } from 'react-i18next';
import { CountedGrid } from '@/components/CountedGrid';
import { OverlayCard } from '@/components/OverlayCard';
import { listImagePriority } from '@/components/imagePriority';
import { RemoteImage } from '@/components/RemoteImage';
import { paths, pathTo } from '@/config/paths';
import type { SiteEvent } from '@/features/events/eventsApi';

/** Spec "Events": image cards with the heading laid over them ('Event' when it is empty). */
export function EventGrid({ events }: { events: readonly SiteEvent[] }) {
  const { t } = useTranslation();
  return (
    <CountedGrid as="ul" $count={events.length} $columns={{ laptop: 2, desktop: 4 }}>
      {events.map((event, index) => (
        <li key={event._id}>
          <OverlayCard
            to={pathTo(paths.eventDetail, event._id)}
            label={event.eventHeading || t('events.defaultLabel')}
            image={
              <RemoteImage
                src={event.eventBackgroundImage}
                alt=""
                priority={listImagePriority(index)}
              />
            }
          />
        </li>
      ))}
    </CountedGrid>
  );
}
