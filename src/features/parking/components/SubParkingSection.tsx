import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CountedGrid } from '@/components/CountedGrid';
import { SectionHeading } from '@/components/layout';
import { RemoteImage } from '@/components/RemoteImage';
import type { SubParkingService } from '@/features/parking/parkingApi';
import { theme } from '@/theme/theme';

const Photo = styled(RemoteImage)`
  border-radius: ${theme.radii.md};
`;

/**
 * One site of a parking service: its heading and a grid of its photos. The service's picture
 * above is the page's main image (the largest paint, preloaded); the photos wait at low
 * priority even when the first of them is in a phone's first screen, so they never take its
 * bandwidth.
 */
export function SubParkingSection({ service }: { service: SubParkingService }) {
  const { t } = useTranslation();
  const total = service.subParkingimages.length;
  return (
    <section>
      <SectionHeading>{service.subParkingHeading}</SectionHeading>
      <CountedGrid as="ul" $count={total} $columns={{ desktop: 4 }} $gap="md">
        {service.subParkingimages.map((image, index) => (
          <li key={`${image}-${index}`}>
            <Photo
              src={image}
              priority="later"
              alt={t('parking.detail.photoAlt', {
                site: service.subParkingHeading,
                number: index + 1,
                total,
              })}
            />
          </li>
        ))}
      </CountedGrid>
    </section>
  );
}
