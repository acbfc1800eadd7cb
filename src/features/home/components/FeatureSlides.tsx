import { memo } from 'react';
import type { ResponsiveType } from 'react-multi-carousel/lib/types';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '@/components/Button';
import { ANY_WIDTH, StoreCarousel } from '@/components/carousel/StoreCarousel';
import { useCarouselPosition, useCarouselSteps } from '@/components/carousel/useCarouselPosition';
import { useSwipe } from '@/components/carousel/useSwipe';
import { Container, Section } from '@/components/layout';
import { SectionHeading } from '@/components/pageBlocks';
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

/* The slide's picture and text side by side; wrapped in one box, as ResponsiveImage's <picture>
   is display: contents and its <source> elements would otherwise become grid cells. */
const SlideLayout = styled.div`
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

/** One slide per view at every width. */
const ONE_PER_VIEW: ResponsiveType = {
  any: { breakpoint: { min: 0, max: ANY_WIDTH }, items: 1 },
};

const SLIDE_MS = 500;

type SlideContent = (typeof slides)[number];

interface SlideBodyProps {
  slide: SlideContent;
  /** The name the carousel gives the slide's list item ("1 of 2"). */
  ariaLabel: string;
}

/** A slide's picture and text: the same whichever slide is shown, so a step skips them. */
const SlideBody = memo(function SlideBody({ slide }: SlideBodyProps) {
  const { t } = useTranslation();
  return (
    <SlideLayout>
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
    </SlideLayout>
  );
});

/**
 * The track reads the position, not the section: a step renders the carousel and its items'
 * attributes (which one is inert), not the heading, the arrows or the slides' contents (D46).
 */
function SlidesTrack() {
  const { t } = useTranslation();
  const { position } = useCarouselPosition('homeSlides', LAST);
  return (
    <StoreCarousel
      position={position}
      count={slides.length}
      responsive={ONE_PER_VIEW}
      label={t('home.slides.label')}
      gap={theme.space.lg}
      transitionMs={SLIDE_MS}
    >
      {slides.map((slide, i) => (
        <SlideBody
          key={slide.key}
          slide={slide}
          ariaLabel={t('home.slides.slideLabel', { current: i + 1, total: slides.length })}
        />
      ))}
    </StoreCarousel>
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
          <div {...swipe}>
            <SlidesTrack />
          </div>
        </Reveal>
      </Container>
    </Section>
  );
}
