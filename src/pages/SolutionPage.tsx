import { useTranslation } from 'react-i18next';
import { useInteractionPause, useAutoAdvance } from '../components/autoAdvance';
import { Container, Lead, PageTitle, Section } from '../components/layout';
import { PageMeta } from '../components/PageMeta';
import { AppDownload } from '../features/solutions/components/AppDownload';
import { CampusSection } from '../features/solutions/components/CampusSection';
import { MechanisedSection } from '../features/solutions/components/MechanisedSection';
import { ParkingSection } from '../features/solutions/components/ParkingSection';
import { SmartGateSection } from '../features/solutions/components/SmartGateSection';
import { SolutionsRow } from '../features/solutions/components/SolutionsRow';
import { WarehouseSection } from '../features/solutions/components/WarehouseSection';
import {
  sectionIds,
  solutionCards,
  SOLUTIONS_ROW_INTERVAL_MS,
  type SolutionId,
} from '../features/solutions/content';
import {
  rowNext,
  rowPausedToggled,
  rowPrevious,
  selectRowPaused,
  selectRowPosition,
} from '../features/solutions/solutionsSlice';
import { useCardsPerView } from '../features/solutions/useCardsPerView';
import { useScrollToSection } from '../features/solutions/useScrollToSection';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** Spec section 2 "Solutions": the card row, then one section per solution. */
export default function SolutionPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const paused = useAppSelector(selectRowPaused);
  const perView = useCardsPerView();
  const lastPosition = Math.max(0, solutionCards.length - perView);
  const position = Math.min(useAppSelector(selectRowPosition), lastPosition);
  const { interacting, handlers } = useInteractionPause();
  const scrollToSection = useScrollToSection();

  useAutoAdvance(
    () => dispatch(rowNext({ lastPosition })),
    SOLUTIONS_ROW_INTERVAL_MS,
    paused || interacting,
  );

  return (
    <>
      <PageMeta title={t('solutions.meta.title')} description={t('seo.pages.solution')} />
      <Section $tone="alt">
        <Container>
          <PageTitle>{t('solutions.intro.title')}</PageTitle>
          <Lead>{t('solutions.intro.lead')}</Lead>
          <SolutionsRow
            position={position}
            perView={perView}
            paused={paused}
            onPrevious={() => dispatch(rowPrevious({ lastPosition }))}
            onNext={() => dispatch(rowNext({ lastPosition }))}
            onTogglePause={() => dispatch(rowPausedToggled())}
            onKnowMore={(id: SolutionId) => scrollToSection(sectionIds[id])}
            interactionHandlers={handlers}
          />
        </Container>
      </Section>
      <ParkingSection />
      <CampusSection />
      <MechanisedSection />
      <WarehouseSection />
      <SmartGateSection />
      <AppDownload />
    </>
  );
}
