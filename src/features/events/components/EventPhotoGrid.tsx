import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { listImagePriority } from '@/components/imagePriority';
import { PhotoGrid } from '@/components/PhotoGrid';
import { RemoteImage } from '@/components/RemoteImage';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { overlayClosed, overlayOpened, selectOverlayIndex } from '@/features/events/eventsSlice';
import { EventOverlay } from './EventOverlay';
import { theme } from '@/theme/theme';

const PhotoButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: none;
  cursor: zoom-in;
  img {
    transition: transform ${theme.motion.reveal} ease-out;
  }
  @media (hover: hover) {
    &:hover img {
      transform: scale(1.04);
    }
  }
`;

interface EventPhotosProps {
  eventName: string;
  photos: readonly string[];
}

/** "Photo 2 of 9 of <event>": each photo's text alternative, in the grid and the overlay. */
function usePhotoAlt({ eventName, photos }: EventPhotosProps) {
  const { t } = useTranslation();
  return (index: number) =>
    t('events.detail.photoAlt', { event: eventName, number: index + 1, total: photos.length });
}

/**
 * The photo shown full screen, read from the store here, so opening and closing it renders
 * the overlay, not the grid or the page (D46). Leaving the page closes it, so it does not pop
 * up again on the next visit.
 */
function EventPhotoOverlay(props: EventPhotosProps) {
  const dispatch = useAppDispatch();
  const index = useAppSelector(selectOverlayIndex);
  const altAt = usePhotoAlt(props);
  useEffect(
    () => () => {
      // Through changeOnly: leaving the page with nothing open logs nothing.
      dispatch(changeOnly(overlayClosed()));
    },
    [dispatch],
  );
  const image = index === null ? undefined : props.photos[index];
  if (index === null || image === undefined) return null;
  return (
    <EventOverlay image={image} alt={altAt(index)} onClose={() => dispatch(overlayClosed())} />
  );
}

/**
 * Every photo of an event in the site's one picture grid (PhotoGrid); each is a button that
 * opens it full screen in the overlay.
 */
export function EventPhotoGrid(props: EventPhotosProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const altAt = usePhotoAlt(props);
  return (
    <>
      <EventPhotoOverlay {...props} />
      <PhotoGrid count={props.photos.length}>
        {props.photos.map((photo, index) => {
          const alt = altAt(index);
          return (
            <li key={`${photo}-${index}`}>
              <PhotoButton
                type="button"
                aria-label={t('events.detail.enlarge', { photo: alt })}
                onClick={() => dispatch(overlayOpened(index))}
              >
                <RemoteImage src={photo} alt={alt} priority={listImagePriority(index)} />
              </PhotoButton>
            </li>
          );
        })}
      </PhotoGrid>
    </>
  );
}
