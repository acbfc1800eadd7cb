import { CountedGrid } from '@/components/CountedGrid';
import { OverlayCard } from '@/components/OverlayCard';
import { listImagePriority } from '@/components/imagePriority';
import { RemoteImage } from '@/components/RemoteImage';
import { paths, pathTo } from '@/config/paths';
import type { ParkingService } from '@/features/parking/parkingApi';

/** Spec "Spaces we serve": background image with the heading over it, linking to /case/{id}. */
export function ParkingServiceGrid({ services }: { services: readonly ParkingService[] }) {
  return (
    <CountedGrid as="ul" $count={services.length}>
      {services.map((service, index) => (
        <li key={service._id}>
          <OverlayCard
            to={pathTo(paths.caseDetail, service._id)}
            label={service.parkingHeading}
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
  );
}
