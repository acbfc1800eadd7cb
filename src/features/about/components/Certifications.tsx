import { useTranslation } from 'react-i18next';
import { HeadedSection } from '@/components/HeadedSection';
import { Lead } from '@/components/layout';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { certifications } from '@/features/about/content';
import { LogoGrid, LogoTile } from './LogoGrid';

/** Spec "About": four certification images; the alt text names each certification. */
export function Certifications() {
  const { t } = useTranslation();
  return (
    <HeadedSection headingId="about-certs-title" heading={t('about.certifications.heading')}>
      <Lead>{t('about.certifications.intro')}</Lead>
      <LogoGrid>
        {certifications.map((cert) => (
          <li key={cert.key}>
            <LogoTile>
              <ResponsiveImage
                image={images[cert.image]}
                alt={t(`about.certifications.items.${cert.key}`)}
                sizes="240px"
              />
            </LogoTile>
          </li>
        ))}
      </LogoGrid>
    </HeadedSection>
  );
}
