import { useTranslation } from 'react-i18next';
import { useAutoAdvance } from '@/components/carousel/useAutoAdvance';
import { useCarouselPosition } from '@/components/carousel/useCarouselPosition';
import { BelowTheFold } from '@/components/BelowTheFold';
import { Container, Lead, PageTitle, Section } from '@/components/layout';
import { PageMeta } from '@/components/PageMeta';
import { AppDownload } from '@/features/solutions/components/AppDownload';
import { CampusSection } from '@/features/solutions/components/CampusSection';
import { MechanisedSection } from '@/features/solutions/components/MechanisedSection';
import { ParkingSection } from '@/features/solutions/components/ParkingSection';
import { SmartGateSection } from '@/features/solutions/components/SmartGateSection';
import { SolutionsRow } from '@/features/solutions/components/SolutionsRow';
import { WarehouseSection } from '@/features/solutions/components/WarehouseSection';
import {
  sectionIds,
  solutionCards,
  SOLUTIONS_ROW_INTERVAL_MS,
  type SolutionId,
} from '@/features/solutions/content';
import { useCardsPerView } from '@/features/solutions/useCardsPerView';
import { useScrollToSection } from '@/features/solutions/useScrollToSection';

/** Spec section 2 "Solutions": the card row, then one section per solution. */
export default function SolutionPage() {
  const { t } = useTranslation();
  const perView = useCardsPerView();
  const last = Math.max(0, solutionCards.length - perView);
  const { position, next, previous } = useCarouselPosition('solutionsRow', last);
  const { region, interaction, pausedByButton, togglePause } = useAutoAdvance(
    'solutionsRow',
    last,
    SOLUTIONS_ROW_INTERVAL_MS,
  );
  const scrollToSection = useScrollToSection();

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
            paused={pausedByButton}
            onPrevious={previous}
            onNext={next}
            onTogglePause={togglePause}
            onKnowMore={(id: SolutionId) => scrollToSection(sectionIds[id])}
            regionRef={region}
            interactionHandlers={interaction}
          />
        </Container>
      </Section>
      <BelowTheFold>
        <ParkingSection />
        <CampusSection />
        <MechanisedSection />
        <WarehouseSection />
        <SmartGateSection />
        <AppDownload />
      </BelowTheFold>
    </>
  );
}
