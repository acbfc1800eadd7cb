import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Grid } from '@/components/layout';
import { listImagePriority } from '@/components/imagePriority';
import { RemoteImage } from '@/components/RemoteImage';
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
  /** The position of the photo shown full screen, or null. */
  overlayIndex: number | null;
  onOpen: (index: number) => void;
  onClose: () => void;
}

/** Every photo of an event; each is a button that opens it full screen in the overlay. */
export function EventPhotoGrid({
  eventName,
  photos,
  overlayIndex,
  onOpen,
  onClose,
}: EventPhotoGridProps) {
  const { t } = useTranslation();
  const total = photos.length;
  const altAt = (index: number) =>
    t('events.detail.photoAlt', { event: eventName, number: index + 1, total });
  const overlayImage = overlayIndex === null ? undefined : photos[overlayIndex];
  return (
    <>
      {overlayIndex !== null && overlayImage !== undefined && (
        <EventOverlay image={overlayImage} alt={altAt(overlayIndex)} onClose={onClose} />
      )}
      <Grid as="ul" $min="240px" $gap="md">
        {photos.map((photo, index) => {
          const alt = altAt(index);
          return (
            <li key={`${photo}-${index}`}>
              <PhotoButton
                type="button"
                aria-label={t('events.detail.enlarge', { photo: alt })}
                onClick={() => onOpen(index)}
              >
                <RemoteImage src={photo} alt={alt} priority={listImagePriority(index)} />
              </PhotoButton>
            </li>
          );
        })}
      </Grid>
    </>
  );
}
