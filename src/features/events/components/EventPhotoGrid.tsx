import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Grid } from '../../../components/layout';
import { RemoteImage } from '../../../components/RemoteImage';
import { EventOverlay } from './EventOverlay';

const PhotoButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: none;
  cursor: zoom-in;
  img {
    transition: transform ${({ theme }) => theme.motion.reveal} ease-out;
  }
  &:hover img {
    transform: scale(1.04);
  }
`;

interface EventPhotoGridProps {
  eventName: string;
  photos: readonly string[];
  /** The photo shown full screen, or null. */
  overlayImage: string | null;
  onOpen: (photo: string) => void;
  onClose: () => void;
}

/** Every photo of an event; each is a button that opens it full screen in the overlay. */
export function EventPhotoGrid({
  eventName,
  photos,
  overlayImage,
  onOpen,
  onClose,
}: EventPhotoGridProps) {
  const { t } = useTranslation();
  const total = photos.length;
  const altAt = (index: number) =>
    t('events.detail.photoAlt', { event: eventName, number: index + 1, total });
  const overlayIndex = overlayImage === null ? -1 : photos.indexOf(overlayImage);
  return (
    <>
      {overlayImage !== null && (
        <EventOverlay
          image={overlayImage}
          alt={overlayIndex >= 0 ? altAt(overlayIndex) : eventName}
          onClose={onClose}
        />
      )}
      <Grid as="ul" $min="240px" $gap="md">
        {photos.map((photo, index) => {
          const alt = altAt(index);
          return (
            <li key={`${photo}-${index}`}>
              <PhotoButton
                type="button"
                aria-label={t('events.detail.enlarge', { photo: alt })}
                onClick={() => onOpen(photo)}
              >
                <RemoteImage src={photo} alt={alt} />
              </PhotoButton>
            </li>
          );
        })}
      </Grid>
    </>
  );
}
