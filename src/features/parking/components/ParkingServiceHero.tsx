import styled from 'styled-components';
import { Container, PageTitle } from '@/components/layout';
import { RemoteImage } from '@/components/RemoteImage';
import { media } from '@/theme/media';
import { theme } from '@/theme/theme';

/**
 * The widest the service's picture is drawn: the backend's pictures are 960 px wide, which
 * stays sharp up to 600 CSS px on a 2x screen (D44: no picture drawn larger than its file).
 */
const PICTURE_MAX = 600;

const Hero = styled.header`
  padding: ${theme.space.xl} 0;
  background: ${theme.colors.surfaceDark};
  color: ${theme.colors.textOnDark};
`;

/** The heading beside the picture, not over it: the whole photo shows, people uncropped. */
const Columns = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, ${PICTURE_MAX}px);
  align-items: center;
  gap: ${theme.space.xl};
  ${media.upToMobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.lg};
  }
`;

const Picture = styled(RemoteImage)`
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${theme.radii.md};
  ${media.upToMobile} {
    max-width: ${PICTURE_MAX}px;
  }
`;

/** The main service's heading and its background image (spec "Sub-parking service page"). */
interface ParkingServiceHeroProps {
  heading: string;
  /** The heading's language where it is server text in another language (E6). */
  lang: string | undefined;
  image: string;
}

export function ParkingServiceHero({ heading, lang, image }: ParkingServiceHeroProps) {
  return (
    <Hero>
      <Columns>
        <PageTitle lang={lang}>{heading}</PageTitle>
        <Picture src={image} alt="" width={960} height={540} priority="main" />
      </Columns>
    </Hero>
  );
}
