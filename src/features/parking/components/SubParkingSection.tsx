import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Grid, SectionHeading } from '@/components/layout';
import { RemoteImage } from '@/components/RemoteImage';
import type { ImagePriority } from '@/components/imagePriority';
import type { SubParkingService } from '@/features/parking/parkingApi';

const Photo = styled(RemoteImage)`
  border-radius: ${({ theme }) => theme.radii.md};
`;

interface SubParkingSectionProps {
  service: SubParkingService;
  /** How soon the first photo is wanted; the others load as they near the viewport. */
  firstPhoto?: ImagePriority;
}

/** One site of a parking service: its heading and a grid of its photos. */
export function SubParkingSection({ service, firstPhoto = 'lazy' }: SubParkingSectionProps) {
  const { t } = useTranslation();
  const total = service.subParkingimages.length;
  return (
    <section>
      <SectionHeading>{service.subParkingHeading}</SectionHeading>
      <Grid as="ul" $min="240px" $gap="md">
        {service.subParkingimages.map((image, index) => (
          <li key={`${image}-${index}`}>
            <Photo
              src={image}
              priority={index === 0 ? firstPhoto : 'lazy'}
              alt={t('parking.detail.photoAlt', {
                site: service.subParkingHeading,
                number: index + 1,
                total,
              })}
            />
          </li>
        ))}
      </Grid>
    </section>
  );
}
