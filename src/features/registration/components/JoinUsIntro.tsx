import { useTranslation } from 'react-i18next';
import { Lead } from '@/components/layout';
import { PageIntro } from '@/components/PageIntro';
import { brand } from '@/config/brand';
import { images } from '@/generated/images';

/** 'Start your journey with us' and what partnering with the company means. */
export function JoinUsIntro() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('registration.title')}
      image={images.joinUsHero}
      imageSizes="(max-width: 768px) 100vw, 460px"
      textShare={1.5}
    >
      <Lead>{t('registration.intro', { brand: brand.name })}</Lead>
    </PageIntro>
  );
}
