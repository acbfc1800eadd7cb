import styled from 'styled-components';
import { Reveal } from '@/components/Reveal';
import type { SubParkingService } from '@/features/parking/parkingApi';
import { SubParkingSection } from './SubParkingSection';
import { theme } from '@/theme/theme';

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.xxl};
`;

/** Every site of a parking service, in server order (D11). */
export function SubParkingList({ services }: { services: readonly SubParkingService[] }) {
  return (
    <Stack>
      {services.map((service, index) => (
        <Reveal key={service._id || index}>
          <SubParkingSection service={service} firstPhoto={index === 0 ? 'eager' : 'later'} />
        </Reveal>
      ))}
    </Stack>
  );
}
