import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/Button';
import { Container, Section, SectionHeading } from '../../../components/layout';
import { Reveal } from '../../../components/Reveal';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { prefersReducedMotion } from '../../../components/scroll';
import { paths } from '../../../config/paths';
import { images } from '../../../generated/images';
import { media } from '../../../theme/media';
import { slides } from '../content';
import { StepButtons } from './StepButtons';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** One slide per view; the browser's own scroll snapping makes it swipeable on touch. */
const Track = styled.ul`
  /* Positioned, so that it also clips the visually hidden link texts of off-screen slides. */
  position: relative;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
`;

/* Grid items are wrapped: ResponsiveImage's <picture> is display: contents, so its <source>
   elements would otherwise become grid cells of their own. */
const Slide = styled.li`
  display: grid;
  /* minmax(0, …): a long word in the text must not widen the slide past its track. */
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  scroll-snap-align: start;
  & img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  ${media.upToMobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const SlideTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** Scrolls one slide on, wrapping from the last slide to the first and back. */
function step(track: HTMLElement, direction: 1 | -1): void {
  const end = track.scrollWidth - track.clientWidth;
  let left = track.scrollLeft + direction * track.clientWidth;
  if (left > end + 1) left = 0;
  else if (left < -1) left = end;
  track.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** Spec "Home": the two-slide carousel (parking, campus), each with Learn more to /solution. */
export function FeatureSlides() {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    if (track.current) step(track.current, direction);
  };
  return (
    <Section aria-labelledby="home-slides-title">
      <Container>
        <Reveal>
          <Header>
            <SectionHeading id="home-slides-title">{t('home.slides.heading')}</SectionHeading>
            <StepButtons
              previousLabel={t('home.slides.previous')}
              nextLabel={t('home.slides.next')}
              onPrevious={() => move(-1)}
              onNext={() => move(1)}
            />
          </Header>
          <Track ref={track} aria-label={t('home.slides.label')}>
            {slides.map((slide, i) => (
              <Slide
                key={slide.key}
                aria-label={t('home.slides.slideLabel', { current: i + 1, total: slides.length })}
              >
                <div>
                  <ResponsiveImage
                    image={images[slide.image]}
                    alt={t(`home.slides.${slide.key}.alt`)}
                    sizes="(max-width: 768px) 100vw, 60vw"
                  />
                </div>
                <div>
                  <SlideTitle>{t(`home.slides.${slide.key}.title`)}</SlideTitle>
                  <p>{t(`home.slides.${slide.key}.text`)}</p>
                  <ButtonLink to={paths.solution}>
                    {t('home.slides.learnMore')}
                    <span className="visually-hidden">
                      {' '}
                      {t(`home.slides.${slide.key}.linkContext`)}
                    </span>
                  </ButtonLink>
                </div>
              </Slide>
            ))}
          </Track>
        </Reveal>
      </Container>
    </Section>
  );
}
