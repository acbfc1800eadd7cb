import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Lead } from '@/components/layout';
import { PageIntro } from '@/components/PageIntro';
import { scrollToElement } from '@/lib/scroll';
import { CAREER_OPENINGS_OFFSET_PX } from '@/config/scroll';
import { brand } from '@/config/brand';
import { images } from '@/generated/images';
import { JOB_OPENINGS_SECTION_ID } from '@/features/careers/content';

/** Title, intro and the button that brings the openings grid into view (spec: offset 250 px). */
export function CareerIntro() {
  const { t } = useTranslation();
  const showOpenings = () => {
    const section = document.getElementById(JOB_OPENINGS_SECTION_ID);
    if (section) scrollToElement(section, CAREER_OPENINGS_OFFSET_PX);
  };
  return (
    <PageIntro
      title={t('careers.title', { brand: brand.name })}
      image={images.careerHero}
      imageSizes="(max-width: 768px) 100vw, 600px"
    >
      <Lead>{t('careers.intro')}</Lead>
      <Lead>{t('careers.culture')}</Lead>
      <Button type="button" onClick={showOpenings}>
        {t('careers.viewOpenings')}
      </Button>
    </PageIntro>
  );
}
