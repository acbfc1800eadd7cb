import { useTranslation } from 'react-i18next';
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

/** Spec section 2 "Solutions": the card row, then one section per solution. */
export default function SolutionPage() {
  const { t } = useTranslation();
  return (
    <>
      <Section $tone="alt">
        <Container>
          <PageTitle>{t('solutions.intro.title')}</PageTitle>
          <Lead>{t('solutions.intro.lead')}</Lead>
          <SolutionsRow />
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
      <PageMeta title={t('solutions.meta.title')} description={t('seo.pages.solution')} />
    </>
  );
}
