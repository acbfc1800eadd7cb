import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { AutoplayToggle } from '@/components/carousel/AutoplayToggle';
import { useAutoAdvance } from '@/components/carousel/useAutoAdvance';
import { useCarouselPosition } from '@/components/carousel/useCarouselPosition';
import { Container, Lead, Section, SectionHeading } from '@/components/layout';
import { Reveal } from '@/components/Reveal';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { media } from '@/theme/media';
import { partners, PARTNER_AUTOPLAY_MS, PARTNER_TRANSITION_MS } from '@/features/home/content';
import { theme } from '@/theme/theme';

const LAST = partners.length - 1;

/** One step: a logo's width, (viewport width) / logos per view. */
const STEP = 'calc(-100% / var(--per-view))';

/**
 * Spec section 9: 4 logos in view, 2 at 425 px or narrower (CSS, so the prerendered HTML is
 * laid out right). The list starts one logo before the current one and rests one step to the
 * left; after a step that logo slides out over 400 ms, so the row loops without clones.
 */
const Track = styled.ul<{ $position: number; $moved: boolean }>`
  --per-view: 4;
  ${media.upToSmall} {
    --per-view: 2;
  }
  /* Two equal animations: switching between them on every step restarts the slide. Plain
     @keyframes rather than styled-components' keyframes helper, which would add to the
     library code every page loads. */
  @keyframes partner-slide-even {
    from {
      transform: translateX(0);
    }
  }
  @keyframes partner-slide-odd {
    from {
      transform: translateX(0);
    }
  }
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  transform: translateX(${STEP});
  ${({ $moved, $position }) =>
    $moved &&
    css`
      animation: partner-slide-${$position % 2 ? 'odd' : 'even'} ${PARTNER_TRANSITION_MS}ms
        ease-in-out;
    `}
  ${media.reducedMotion} {
    animation: none;
  }
`;

const Item = styled.li`
  flex: 0 0 calc(100% / var(--per-view));
  min-width: 0;
`;

/** The logos from one before `position` on, wrapping: every logo once, none cloned. */
function fromBefore(position: number) {
  const start = (position - 1 + partners.length) % partners.length;
  return [...partners.slice(start), ...partners.slice(0, start)];
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const Viewport = styled.div`
  overflow: hidden;
`;

const Logo = styled(MediaFrame)`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 120px;
  padding: ${theme.space.md};
`;

type Partner = (typeof partners)[number];

/** A logo is the same wherever the row has moved it, so a step only reorders the items. */
const PartnerLogo = memo(function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <Logo $fit="contain" $maxHeight="88px">
      <ResponsiveImage image={images[partner.image]} alt={partner.name} sizes="200px" />
    </Logo>
  );
});

/**
 * The track reads the position, not the section: a step every 2 s renders the track, not the
 * heading or the pause button, and a press of that button renders the button alone (D46).
 */
const PartnerTrack = memo(function PartnerTrack() {
  const { position, moved } = useCarouselPosition('partners', LAST);
  return (
    <Track $position={position} $moved={moved}>
      {fromBefore(position).map((partner) => (
        <Item key={partner.name}>
          <PartnerLogo partner={partner} />
        </Item>
      ))}
    </Track>
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
          <Viewport role="group" aria-label={t('home.partners.label')}>
            <PartnerTrack />
          </Viewport>
        </Reveal>
      </Container>
    </Section>
  );
}
