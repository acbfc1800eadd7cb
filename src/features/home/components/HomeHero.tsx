import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AutoplayToggle } from '@/components/carousel/AutoplayToggle';
import { useAutoAdvance, useAutoAdvancing } from '@/components/carousel/useAutoAdvance';
import { useCarouselPosition, useCarouselSteps } from '@/components/carousel/useCarouselPosition';
import { useSwipe } from '@/components/carousel/useSwipe';
import { ButtonLink } from '@/components/Button';
import { Container } from '@/components/layout';
import { FirstPaintAfter } from '@/components/FirstPaintAfter';
import { paths } from '@/config/paths';
import { media } from '@/theme/media';
import { HERO_IMAGE_COUNT, HERO_INTERVAL_MS } from '@/features/home/content';
import { HeroBackdrop } from './HeroBackdrop';
import { StepButtons } from './StepButtons';
import { theme } from '@/theme/theme';

const Root = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  /* Full height below the fixed navbar; svh keeps mobile browser toolbars out of the sum. */
  min-height: calc(100vh - ${theme.layout.navHeight});
  min-height: calc(100svh - ${theme.layout.navHeight});
  overflow: hidden;
  background: ${theme.colors.brandStrong};
  color: ${theme.colors.textOnDark};
`;

const Content = styled(Container)`
  position: relative;
  z-index: 2;
  padding-top: ${theme.space.xxl};
  padding-bottom: 7rem;
`;

const Title = styled.h1`
  max-width: 18ch;
  font-size: ${theme.fontSizes.display};
  text-shadow: ${theme.shadows.titleOnImage};
`;

const Subtitle = styled.p`
  max-width: 55ch;
  margin-bottom: ${theme.space.xl};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textOnDark};
  text-shadow: ${theme.shadows.textOnImage};
  ${media.upToMobile} {
    font-size: ${theme.fontSizes.md};
  }
`;

const ControlBar = styled.div`
  position: absolute;
  z-index: 3;
  right: ${theme.space.lg};
  bottom: ${theme.space.lg};
  display: flex;
  gap: ${theme.space.sm};
`;

const LAST = HERO_IMAGE_COUNT - 1;

/**
 * The position for screen readers. While the hero rotates by itself, announcing every change
 * would talk over the page. It reads the position and the motion itself, so a step or a pause
 * renders this line and the pictures, not the hero (D46).
 */
function HeroPosition() {
  const { t } = useTranslation();
  const { position } = useCarouselPosition('hero', LAST);
  const running = useAutoAdvancing('hero');
  return (
    <p className="visually-hidden" aria-live={running ? 'off' : 'polite'}>
      {t('home.hero.position', { current: position + 1, total: HERO_IMAGE_COUNT })}
    </p>
  );
}

/** The rotating pictures at the hero's current position. */
function HeroPictures() {
  const { position } = useCarouselPosition('hero', LAST);
  return <HeroBackdrop index={position} />;
}

/**
 * Spec "Home": full-height hero whose background rotates every 3 s over six images, with
 * arrows both ways (and a swipe on touch). D20: hover or focus inside, the pause control, or
 * reduced motion stop it.
 */
export function HomeHero() {
  const { t } = useTranslation();
  const { next, previous } = useCarouselSteps('hero', LAST);
  const { region, interaction } = useAutoAdvance('hero', LAST, HERO_INTERVAL_MS);
  const swipe = useSwipe({ onNext: next, onPrevious: previous });
  return (
    <Root ref={region} aria-labelledby="home-hero-title" {...interaction} {...swipe}>
      <HeroPictures />
      <Content>
        <Title id="home-hero-title">{t('home.hero.title')}</Title>
        <Subtitle>{t('home.hero.subtitle')}</Subtitle>
        <ButtonLink to={paths.solution}>{t('home.hero.cta')}</ButtonLink>
      </Content>
      <ControlBar>
        <StepButtons
          previousLabel={t('home.hero.previous')}
          nextLabel={t('home.hero.next')}
          onPrevious={previous}
          onNext={next}
        />
        <AutoplayToggle id="hero" />
        <HeroPosition />
      </ControlBar>
      {/* Its text is centred in its height and its controls sit at the right. */}
      <FirstPaintAfter id="home-hero-end" />
    </Root>
  );
}
