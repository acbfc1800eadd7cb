import styled from 'styled-components';
import { Container, PageTitle } from '@/components/layout';
import { RemoteImage } from '@/components/RemoteImage';
import { media } from '@/theme/media';

const Hero = styled.header`
  position: relative;
  display: flex;
  align-items: flex-end;
  min-height: 320px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceDark};
  color: ${({ theme }) => theme.colors.textOnDark};
  ${media.upToMobile} {
    min-height: 300px;
  }
`;

const Backdrop = styled(RemoteImage)`
  position: absolute;
  inset: 0;
  height: 100%;
`;

/** Keeps white text readable over any photo (WCAG contrast). */
const Shade = styled.div`
  position: relative;
  width: 100%;
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.xl};
  background: linear-gradient(transparent, ${({ theme }) => theme.colors.overlay} 45%);
`;

/** The main service's heading over its background image (spec "Sub-parking service page"). */
export function ParkingServiceHero({ heading, image }: { heading: string; image: string }) {
  return (
    <Hero>
      <Backdrop src={image} alt="" width={1600} height={600} priority="main" />
      <Shade>
        <Container>
          <PageTitle>{heading}</PageTitle>
        </Container>
      </Shade>
    </Hero>
  );
}
