import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AutoplayToggle } from '@/components/carousel/AutoplayToggle';
import type { useInteractionPause } from '@/components/carousel/useInteractionPause';
import { useSwipe } from '@/components/carousel/useSwipe';
import { IconButton } from '@/components/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { useDeferredPart } from '@/hooks/useDeferredPart';
import { media } from '@/theme/media';
import { solutionCards, type SolutionId } from '@/features/solutions/content';
import { CARDS_PER_VIEW, NARROWER_VIEWS } from '@/features/solutions/useCardsPerView';
import { SolutionCard } from './SolutionCard';

const GAP = '1.5rem';

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** Clips the track; vertical padding keeps the cards' shadows visible. */
const Viewport = styled.div`
  overflow: hidden;
  padding: ${({ theme }) => theme.space.sm} 0;
`;

/** Cards per view in CSS, from the same queries as the script, widest first. */
const perViewRules = [...NARROWER_VIEWS]
  .reverse()
  .map(({ query, perView }) => `@media ${query} { --per-view: ${String(perView)}; }`)
  .join('\n');

/** One step moves by a card plus a gap: (track width + gap) / cards per view. */
const Track = styled.ul<{ $position: number }>`
  --per-view: ${CARDS_PER_VIEW};
  ${perViewRules}
  display: flex;
  gap: ${GAP};
  margin: 0;
  padding: 0;
  list-style: none;
  transform: translateX(calc(${({ $position }) => -$position} * (100% + ${GAP}) / var(--per-view)));
  transition: transform 500ms ease-in-out;
  ${media.reducedMotion} {
    transition: none;
  }
`;

const Slide = styled.li`
  flex: 0 0 calc((100% - (var(--per-view) - 1) * ${GAP}) / var(--per-view));
  min-width: 0;
`;

interface SolutionsRowProps {
  position: number;
  perView: number;
  paused: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePause: () => void;
  onKnowMore: (id: SolutionId) => void;
  /** The row stops while it is out of view. */
  regionRef: RefObject<HTMLElement | null>;
  /** D20: hovering or focusing the cards holds the row still. */
  interactionHandlers: ReturnType<typeof useInteractionPause>;
}

/**
 * The horizontally scrolling card row (spec: three per view, arrows, 3 s auto-advance that
 * wraps); on a touch screen a swipe steps it as the arrows do. Cards outside the view are
 * inert, so Tab and screen readers only meet what is shown.
 */
export function SolutionsRow({
  position,
  perView,
  paused,
  onPrevious,
  onNext,
  onTogglePause,
  onKnowMore,
  regionRef,
  interactionHandlers,
}: SolutionsRowProps) {
  const { t } = useTranslation();
  const swipe = useSwipe({ onNext, onPrevious });
  // The cards outside the view come just after the first screen: an empty slide keeps its
  // place in the track meanwhile (on a phone, three of the four cards).
  const offViewCards = useDeferredPart();
  return (
    <section ref={regionRef} aria-label={t('solutions.row.label')}>
      <Controls>
        <IconButton type="button" onClick={onPrevious} aria-label={t('solutions.row.previous')}>
          <ChevronLeftIcon />
        </IconButton>
        <AutoplayToggle paused={paused} onToggle={onTogglePause} />
        <IconButton type="button" onClick={onNext} aria-label={t('solutions.row.next')}>
          <ChevronRightIcon />
        </IconButton>
      </Controls>
      <Viewport {...interactionHandlers} {...swipe}>
        <Track $position={position}>
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
