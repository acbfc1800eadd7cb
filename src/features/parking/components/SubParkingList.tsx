import styled from 'styled-components';
import { Reveal } from '@/components/Reveal';
import { useLangOf } from '@/components/ContentLanguage';
import type { ShownSubParkingService } from '@/features/parking/parkingApi';
import { SubParkingSection } from './SubParkingSection';
import { theme } from '@/theme/theme';

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.xxl};
`;

/** Every site of a parking service, in server order (D11). */
export function SubParkingList({ services }: { services: readonly ShownSubParkingService[] }) {
  const langOf = useLangOf();
  return (
    <Stack>
      {services.map((service, index) => (
        <Reveal key={service._id || index}>
          <SubParkingSection
            service={service}
            lang={langOf(service.contentLanguage)}
            firstPhoto={index === 0 ? 'eager' : 'later'}
          />
        </Reveal>
      ))}
    </Stack>
  );
}
