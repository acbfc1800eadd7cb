import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '@/components/Button';
import { positionRules } from '@/components/carousel/trackPosition';
import { useCarouselPosition, useCarouselSteps } from '@/components/carousel/useCarouselPosition';
import { useSwipe } from '@/components/carousel/useSwipe';
import { Container, Section, SectionHeading } from '@/components/layout';
import { SpreadRow } from '@/components/SpreadRow';
import { Reveal } from '@/components/Reveal';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { paths } from '@/config/paths';
import { images } from '@/generated/images';
import { media } from '@/theme/media';
import { slides } from '@/features/home/content';
import { MediaFrame } from '@/components/MediaFrame';
import { StepButtons } from './StepButtons';
import { theme } from '@/theme/theme';

/** Positioned, so that it also clips the visually hidden link texts of off-screen slides. */
const Viewport = styled.div`
  position: relative;
  overflow: hidden;
`;

/** One slide per view, moved by the store's position (one slide plus one gap per step). */
const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${positionRules(slides.length)}
  transform: translateX(calc(var(--position) * -1 * (100% + ${theme.space.lg})));
  transition: transform 500ms ease-in-out;
  ${media.reducedMotion} {
    transition: none;
  }
`;

/* Grid items are wrapped: ResponsiveImage's <picture> is display: contents, so its <source>
   elements would otherwise become grid cells of their own. */
const Slide = styled.li`
  display: grid;
  /* minmax(0, …): a long word in the text must not widen the slide past its track. */
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: center;
  gap: ${theme.space.xl};
  ${media.upToMobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.md};
  }
`;

const SlideTitle = styled.h3`
  font-size: ${theme.fontSizes.xl};
`;

const LAST = slides.length - 1;

type SlideContent = (typeof slides)[number];

/** A slide's picture and text: the same whichever slide is shown, so a step skips them. */
const SlideBody = memo(function SlideBody({ slide }: { slide: SlideContent }) {
  const { t } = useTranslation();
  return (
    <>
      <MediaFrame $rounded>
        <ResponsiveImage
          image={images[slide.image]}
          alt={t(`home.slides.${slide.key}.alt`)}
          sizes="(max-width: 768px) 100vw, 60vw"
        />
      </MediaFrame>
      <div>
        <SlideTitle>{t(`home.slides.${slide.key}.title`)}</SlideTitle>
        <p>{t(`home.slides.${slide.key}.text`)}</p>
        <ButtonLink to={paths.solution}>
          {t('home.slides.learnMore')}
          <span className="visually-hidden"> {t(`home.slides.${slide.key}.linkContext`)}</span>
        </ButtonLink>
      </div>
    </>
  );
});

/**
 * The track reads the position, not the section: a step renders the track and its slides'
 * attributes (which one is inert), not the heading, the arrows or the slides' contents (D46).
 */
function SlidesTrack() {
  const { t } = useTranslation();
  const { position } = useCarouselPosition('homeSlides', LAST);
  return (
    <Track data-position={position} aria-label={t('home.slides.label')}>
      {slides.map((slide, i) => (
        <Slide
          key={slide.key}
          inert={i !== position}
          aria-label={t('home.slides.slideLabel', { current: i + 1, total: slides.length })}
        >
          <SlideBody slide={slide} />
        </Slide>
      ))}
    </Track>
  );
}

/**
 * Spec "Home": the two-slide carousel (parking, campus), each with Learn more to /solution.
 * It has no timer (the spec gives it none); its arrows wrap, and on touch a swipe steps it as
 * they do. The slide out of view is inert, so Tab and screen readers meet only the one shown.
 */
export function FeatureSlides() {
  const { t } = useTranslation();
  const { next, previous } = useCarouselSteps('homeSlides', LAST);
  const swipe = useSwipe({ onNext: next, onPrevious: previous });
  return (
    <Section aria-labelledby="home-slides-title">
      <Container>
        <Reveal>
          <SpreadRow>
            <SectionHeading id="home-slides-title">{t('home.slides.heading')}</SectionHeading>
            <StepButtons
              previousLabel={t('home.slides.previous')}
              nextLabel={t('home.slides.next')}
              onPrevious={previous}
              onNext={next}
            />
          </SpreadRow>
          <Viewport {...swipe}>
            <SlidesTrack />
          </Viewport>
        </Reveal>
      </Container>
    </Section>
  );
}
