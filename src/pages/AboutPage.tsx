import { useTranslation } from 'react-i18next';
import { BelowTheFold } from '@/components/BelowTheFold';
import { PageMeta } from '@/components/PageMeta';
import { AboutIntro } from '@/features/about/components/AboutIntro';
import { CeoMessage } from '@/features/about/components/CeoMessage';
import { Certifications } from '@/features/about/components/Certifications';
import { CoreTeam } from '@/features/about/components/CoreTeam';
import { GroupCompanies } from '@/features/about/components/GroupCompanies';
import { LifeGallery } from '@/features/about/components/LifeGallery';
import { VisionMission } from '@/features/about/components/VisionMission';

/** Spec section 2 "About": static content, no remote data. */
export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <AboutIntro />
      <BelowTheFold>
        <VisionMission />
        <CeoMessage />
        <CoreTeam />
        <LifeGallery />
        <GroupCompanies />
        <Certifications />
      </BelowTheFold>
      <PageMeta title={t('about.title')} description={t('seo.pages.about')} />
    </>
  );
}
