import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponsiveType } from 'react-multi-carousel/lib/types';
import styled from 'styled-components';
import { AutoplayToggle } from '@/components/carousel/AutoplayToggle';
import { ANY_WIDTH, StoreCarousel } from '@/components/carousel/StoreCarousel';
import { useAutoAdvance } from '@/components/carousel/useAutoAdvance';
import { useCarouselPosition } from '@/components/carousel/useCarouselPosition';
import { Container, Lead, Section } from '@/components/layout';
import { SectionHeading } from '@/components/pageBlocks';
import { Reveal } from '@/components/Reveal';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { useAppRunning } from '@/hooks/useAppRunning';
import { partners, PARTNER_AUTOPLAY_MS, PARTNER_TRANSITION_MS } from '@/features/home/content';
import { theme } from '@/theme/theme';

const LAST = partners.length - 1;

/** Spec section 9: 4 logos in view, 2 at 425 px or narrower. */
const WIDE_VIEW = 4;
const PARTNER_VIEWS: ResponsiveType = {
  wide: { breakpoint: { min: theme.breakpoints.small + 1, max: ANY_WIDTH }, items: WIDE_VIEW },
  narrow: { breakpoint: { min: 0, max: theme.breakpoints.small }, items: 2 },
};

/**
 * Every logo, then copies of as many as the widest view shows: from the last logo a step slides
 * on to the copies, so the row loops without sliding back (StoreCarousel).
 */
const LOGOS = [...partners, ...partners.slice(0, WIDE_VIEW)].map((partner, index) => ({
  partner,
  copy: index >= partners.length,
}));

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const Logo = styled(MediaFrame)`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 120px;
  padding: ${theme.space.md};
`;

type Partner = (typeof partners)[number];

interface PartnerLogoProps {
  partner: Partner;
  /**
   * One of the copies the loop needs: decorative (the logo itself is named once), and an empty
   * frame until the app runs, since only its steps reach them (the home page's HTML then
   * arrives whole within the first round trip, docs/performance.md).
   */
  copy: boolean;
}

/** A logo is the same wherever the row has moved it, so a step does not render it. */
const PartnerLogo = memo(function PartnerLogo({ partner, copy }: PartnerLogoProps) {
  const running = useAppRunning();
  return (
    <Logo $fit="contain" $maxHeight="88px">
      {(running || !copy) && (
        <ResponsiveImage
          image={images[partner.image]}
          alt={copy ? '' : partner.name}
          sizes="200px"
        />
      )}
    </Logo>
  );
});

/**
 * The track reads the position, not the section: a step every 2 s renders the track, not the
 * heading or the pause button, and a press of that button renders the button alone (D46).
 */
const PartnerTrack = memo(function PartnerTrack() {
  const { position } = useCarouselPosition('partners', LAST);
  return (
    <StoreCarousel
      position={position}
      count={partners.length}
      responsive={PARTNER_VIEWS}
      transitionMs={PARTNER_TRANSITION_MS}
    >
      {LOGOS.map(({ partner, copy }) => (
        <PartnerLogo
          key={`${copy ? 'copy' : 'logo'}-${partner.name}`}
          partner={partner}
          copy={copy}
        />
      ))}
    </StoreCarousel>
  );
});

/** Spec "Home": the partner logos, a step every 2 s, paused per D20. */
export function PartnerCarousel() {
  const { t } = useTranslation();
  const { region, interaction } = useAutoAdvance('partners', LAST, PARTNER_AUTOPLAY_MS);
  return (
    <Section ref={region} aria-labelledby="home-partners-title" {...interaction}>
      <Container>
        <Reveal>
          <Header>
            <div>
              <SectionHeading id="home-partners-title">{t('home.partners.heading')}</SectionHeading>
              <Lead>{t('home.partners.intro')}</Lead>
            </div>
            <AutoplayToggle id="partners" />
          </Header>
          <div role="group" aria-label={t('home.partners.label')}>
            <PartnerTrack />
          </div>
        </Reveal>
      </Container>
    </Section>
  );
}
