import { useTranslation } from 'react-i18next';
import { CountedGrid } from '@/components/CountedGrid';
import { OverlayCard } from '@/components/OverlayCard';
import { listImagePriority } from '@/components/imagePriority';
import { RemoteImage } from '@/components/RemoteImage';
import { paths, pathTo } from '@/config/paths';
import { useLangOf } from '@/components/ContentLanguage';
import type { ShownSiteEvent } from '@/features/events/eventsApi';

/** Spec "Events": image cards with the heading laid over them ('Event' when it is empty). */
export function EventGrid({ events }: { events: readonly ShownSiteEvent[] }) {
  const { t } = useTranslation();
  const langOf = useLangOf();
  return (
    <CountedGrid as="ul" $count={events.length} $columns={{ laptop: 2, desktop: 4 }}>
      {events.map((event, index) => (
        <li key={event._id}>
          <OverlayCard
            to={pathTo(paths.eventDetail, event._id)}
            label={event.eventHeading || t('events.defaultLabel')}
            lang={event.eventHeading ? langOf(event.contentLanguage) : undefined}
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
