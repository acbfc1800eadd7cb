import styled from 'styled-components';
import { Reveal } from '@/components/Reveal';
import type { SubParkingService } from '@/features/parking/parkingApi';
import { SubParkingSection } from './SubParkingSection';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
`;

/**
 * Every site of a parking service, in server order (D11). On a phone the first site's first
 * photo is in the first screen and larger than the hero's strip (the page's largest paint), so
 * it is fetched with the page rather than after layout.
 */
export function SubParkingList({ services }: { services: readonly SubParkingService[] }) {
  return (
    <Stack>
      {services.map((service, index) => (
        <Reveal key={service._id || index}>
          <SubParkingSection service={service} firstPhoto={index === 0 ? 'eager' : 'lazy'} />
        </Reveal>
      ))}
    </Stack>
  );
}
