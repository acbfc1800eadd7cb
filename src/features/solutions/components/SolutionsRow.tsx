import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AutoplayToggle } from '@/components/carousel/AutoplayToggle';
import { positionRules } from '@/components/carousel/trackPosition';
import { useAutoAdvance } from '@/components/carousel/useAutoAdvance';
import { useCarouselPosition } from '@/components/carousel/useCarouselPosition';
import { useSwipe } from '@/components/carousel/useSwipe';
import { IconButton } from '@/components/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/arrows';
import { useDeferredPart } from '@/hooks/useDeferredPart';
import { media } from '@/theme/media';
import {
  sectionIds,
  solutionCards,
  SOLUTIONS_ROW_INTERVAL_MS,
  type SolutionId,
} from '@/features/solutions/content';
import {
  CARDS_PER_VIEW,
  NARROWER_VIEWS,
  useCardsPerView,
} from '@/features/solutions/useCardsPerView';
import { useScrollToSection } from '@/features/solutions/useScrollToSection';
import { FirstPaintAfter } from '@/components/FirstPaintAfter';
import { SolutionCard } from './SolutionCard';
import { theme } from '@/theme/theme';

const GAP = '1.5rem';

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
`;

/** Clips the track; vertical padding keeps the cards' shadows visible. */
const Viewport = styled.div`
  overflow: hidden;
  padding: ${theme.space.sm} 0;
`;

/** Cards per view in CSS, from the same queries as the script, widest first. */
const perViewRules = [...NARROWER_VIEWS]
  .reverse()
  .map(({ query, perView }) => `@media ${query} { --per-view: ${String(perView)}; }`)
  .join('\n');

/** One step moves by a card plus a gap: (track width + gap) / cards per view. */
const Track = styled.ul`
  --per-view: ${CARDS_PER_VIEW};
  ${perViewRules}
  ${positionRules(solutionCards.length)}
  display: flex;
  gap: ${GAP};
  margin: 0;
  padding: 0;
  list-style: none;
  transform: translateX(calc(var(--position) * -1 * (100% + ${GAP}) / var(--per-view)));
  transition: transform 500ms ease-in-out;
  ${media.reducedMotion} {
    transition: none;
  }
`;

const Slide = styled.li`
  flex: 0 0 calc((100% - (var(--per-view) - 1) * ${GAP}) / var(--per-view));
  min-width: 0;
`;

/**
 * The horizontally scrolling card row (spec: three per view, arrows, 3 s auto-advance that
 * wraps); on a touch screen a swipe steps it as the arrows do. Cards outside the view are
 * inert, so Tab and screen readers only meet what is shown. Its state (position, pauses) is
 * read here, not by the page: a step every 3 s re-renders the row, not the page's sections.
 */
export function SolutionsRow() {
  const perView = useCardsPerView();
  const last = Math.max(0, solutionCards.length - perView);
  const { position, next, previous } = useCarouselPosition('solutionsRow', last);
  const { region, interaction } = useAutoAdvance('solutionsRow', last, SOLUTIONS_ROW_INTERVAL_MS);
  const scrollToSection = useScrollToSection();
  // Stable, so that the cards (memoised) sit out a step: it changes only their slides' inert.
  const onKnowMore = useCallback(
    (id: SolutionId) => scrollToSection(sectionIds[id]),
    [scrollToSection],
  );
  const { t } = useTranslation();
  const swipe = useSwipe({ onNext: next, onPrevious: previous });
  // The cards outside the view come just after the first screen: an empty slide keeps its
  // place in the track meanwhile (on a phone, three of the four cards).
  const offViewCards = useDeferredPart();
  return (
    <section ref={region} aria-label={t('solutions.row.label')}>
      <Controls>
        <IconButton type="button" onClick={previous} aria-label={t('solutions.row.previous')}>
          <ChevronLeftIcon />
        </IconButton>
        <AutoplayToggle id="solutionsRow" />
        <IconButton type="button" onClick={next} aria-label={t('solutions.row.next')}>
          <ChevronRightIcon />
        </IconButton>
        {/* Aligned to the right: painted before the last, the others move. */}
        <FirstPaintAfter id="solutions-controls-end" />
      </Controls>
      <Viewport {...interaction} {...swipe}>
        <Track data-position={position}>
          {solutionCards.map((card, index) => (
            <Slide key={card.id} inert={index < position || index >= position + perView}>
              {(offViewCards || (index >= position && index < position + perView)) && (
                <SolutionCard card={card} onKnowMore={onKnowMore} main={index === 0} />
              )}
            </Slide>
          ))}
        </Track>
      </Viewport>
    </section>
  );
}
