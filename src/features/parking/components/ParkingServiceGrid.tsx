import { CountedGrid } from '@/components/CountedGrid';
import { OverlayCard } from '@/components/OverlayCard';
import { FirstPaintAfter } from '@/components/FirstPaintAfter';
import { listImagePriority } from '@/components/imagePriority';
import { RemoteImage } from '@/components/RemoteImage';
import { paths, pathTo } from '@/config/paths';
import { useLangOf } from '@/components/ContentLanguage';
import type { ShownParkingService } from '@/features/parking/parkingApi';

/** Spec "Spaces we serve": background image with the heading over it, linking to /case/{id}. */
export function ParkingServiceGrid({ services }: { services: readonly ShownParkingService[] }) {
  const langOf = useLangOf();
  return (
    <>
      <CountedGrid as="ul" $count={services.length}>
        {services.map((service, index) => (
          <li key={service._id}>
            <OverlayCard
              to={pathTo(paths.caseDetail, service._id)}
              label={service.parkingHeading}
              lang={langOf(service.contentLanguage)}
              image={
                <RemoteImage
                  src={service.parkingBackgroundImage}
                  alt=""
                  priority={listImagePriority(index)}
                />
              }
            />
          </li>
        ))}
      </CountedGrid>
      {/* The cards' labels lie at their feet and grow upwards as their text arrives. */}
      <FirstPaintAfter id="parking-services-end" />
    </>
  );
}
