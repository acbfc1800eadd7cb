import { useTranslation } from 'react-i18next';
// The carousel library is imported here only, and this module is reached only through the
// lazy HomePage, so the library stays out of every other route's JavaScript.
import Carousel, { type ResponsiveType } from 'react-multi-carousel';
import styled from 'styled-components';
import { AutoplayToggle, useInteractionPause } from '../../../components/autoAdvance';
import { Container, Lead, Section, SectionHeading } from '../../../components/layout';
import { Reveal } from '../../../components/Reveal';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { images } from '../../../generated/images';
import { theme } from '../../../theme/theme';
import { partners, PARTNER_AUTOPLAY_MS, PARTNER_TRANSITION_MS } from '../content';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import { CarouselStyles } from './CarouselStyles';

/** Spec section 9: 4 logos in view, 2 at 425 px or narrower. */
const responsive: ResponsiveType = {
  wide: { breakpoint: { max: 100_000, min: theme.breakpoints.small + 1 }, items: 4 },
  narrow: { breakpoint: { max: theme.breakpoints.small, min: 0 }, items: 2 },
};

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  & > button {
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Logo = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 120px;
  padding: ${({ theme }) => theme.space.md};
  & img {
    max-width: 100%;
    max-height: 88px;
    width: auto;
    height: auto;
  }
`;

interface PartnerCarouselProps {
  paused: boolean;
  onTogglePause: () => void;
}

/** Spec "Home": the auto-scrolling partner logo carousel, paused per D20. */
export function PartnerCarousel({ paused, onTogglePause }: PartnerCarouselProps) {
  const { t } = useTranslation();
  const { interacting, handlers } = useInteractionPause();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Section aria-labelledby="home-partners-title" {...handlers}>
      <CarouselStyles />
      <Container>
        <Reveal>
          <Header>
            <div>
              <SectionHeading id="home-partners-title">{t('home.partners.heading')}</SectionHeading>
              <Lead>{t('home.partners.intro')}</Lead>
            </div>
            <AutoplayToggle paused={paused} onToggle={onTogglePause} />
          </Header>
          <div role="group" aria-label={t('home.partners.label')}>
            {/* `ssr` + `deviceType` lay the slides out before the first measurement, so the
                logos render on the first paint (and in jsdom, which measures nothing). */}
            <Carousel
              responsive={responsive}
              ssr
              deviceType="wide"
              infinite
              autoPlay={!paused && !interacting && !reducedMotion}
              autoPlaySpeed={PARTNER_AUTOPLAY_MS}
              transitionDuration={PARTNER_TRANSITION_MS}
              customTransition={`transform ${PARTNER_TRANSITION_MS}ms ease-in-out`}
              arrows={false}
              keyBoardControl={false}
              draggable={false}
            >
              {partners.map((partner) => (
                <Logo key={partner.name}>
                  <ResponsiveImage image={images[partner.image]} alt={partner.name} sizes="200px" />
                </Logo>
              ))}
            </Carousel>
          </div>
        </Reveal>
      </Container>
    </Section>
  );
}
