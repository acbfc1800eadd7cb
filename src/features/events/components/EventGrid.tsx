import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OverlayCard } from '@/components/OverlayCard';
import { FirstPaintAfter } from '@/components/FirstPaintAfter';
import { listImagePriority } from '@/components/imagePriority';
import { PhotoGrid } from '@/components/PhotoGrid';
import { RemoteImage } from '@/components/RemoteImage';
import { paths, pathTo } from '@/config/paths';
import { useLangOf } from '@/components/ContentLanguage';
import type { ShownSiteEvent } from '@/features/events/eventsApi';
import { media } from '@/theme/media';

/**
 * The events are the page's whole content, in the site's one picture grid: four stand 2 + 2
 * above phones (four in a row of 276 px left 400 px of white under them on a laptop, above the
 * floor a data page keeps for its content, QueryState). Wider than tall there (16:9): a 4:3
 * card of 564 px would draw the backend's 960 × 540 picture at 1.6 device pixels per file
 * pixel on a 2x screen (D44).
 */
const Cards = styled.div`
  ${media.aboveMobile} {
    & article {
      aspect-ratio: 16 / 9;
    }
  }
`;

/** Spec "Events": image cards with the heading laid over them ('Event' when it is empty). */
export function EventGrid({ events }: { events: readonly ShownSiteEvent[] }) {
  const { t } = useTranslation();
  const langOf = useLangOf();
  return (
    <Cards>
      <PhotoGrid count={events.length}>
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
      </PhotoGrid>
      {/* The cards' labels lie at their feet and grow upwards as their text arrives. */}
      <FirstPaintAfter id="event-grid-end" />
    </Cards>
  );
}
