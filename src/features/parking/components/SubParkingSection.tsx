import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SectionHeading } from '@/components/pageBlocks';
import type { ImagePriority } from '@/components/imagePriority';
import { PhotoGrid } from '@/components/PhotoGrid';
import { PhotoSet } from '@/components/PhotoSet';
import { RemoteImage } from '@/components/RemoteImage';
import { serverLine } from '@/components/ServerLine';
import type { SubParkingService } from '@/features/parking/parkingApi';
import { theme } from '@/theme/theme';

const Photo = styled(RemoteImage)`
  border-radius: ${theme.radii.md};
`;

interface SubParkingSectionProps {
  service: SubParkingService;
  /** The heading's language where it is not the page's (E6). */
  lang: string | undefined;
  /** The first photo's priority: 'eager' for the first site, whose first photo is in view. */
  firstPhoto: ImagePriority;
}

/**
 * One site of a parking service: its heading and its photos in the site's one picture grid
 * (PhotoGrid). The service's picture above is the page's main image (preloaded); the photos
 * wait for the app at low priority, so they do not take its bandwidth, but for the first
 * site's first photo: on a phone it is in the first screen under the service's 16:9 picture,
 * and larger there (the page's largest paint), so it comes with the HTML.
 */
export function SubParkingSection({ service, lang, firstPhoto }: SubParkingSectionProps) {
  const { t } = useTranslation();
  const total = service.subParkingimages.length;
  return (
    <PhotoSet
      heading={<SectionHeading lang={lang}>{serverLine(service.subParkingHeading)}</SectionHeading>}
      count={total}
    >
      <PhotoGrid count={total}>
        {service.subParkingimages.map((image, index) => (
          <li key={`${image}-${index}`}>
            <Photo
              src={image}
              priority={index === 0 ? firstPhoto : 'later'}
              alt={t('parking.detail.photoAlt', {
                site: service.subParkingHeading,
                number: index + 1,
                total,
              })}
            />
          </li>
        ))}
      </PhotoGrid>
    </PhotoSet>
  );
}
