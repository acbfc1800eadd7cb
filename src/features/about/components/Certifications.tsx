import { useTranslation } from 'react-i18next';
import { Container, Lead, Section, SectionHeading } from '@/components/layout';
import { Reveal } from '@/components/Reveal';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { certifications } from '@/features/about/content';
import { LogoGrid } from './LogoGrid';

/** Spec "About": four certification images; the alt text names each certification. */
export function Certifications() {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="about-certs-title">
      <Container>
        <Reveal>
          <SectionHeading id="about-certs-title">
            {t('about.certifications.heading')}
          </SectionHeading>
          <Lead>{t('about.certifications.intro')}</Lead>
          <LogoGrid>
            {certifications.map((cert) => (
              <li key={cert.key}>
                <div>
                  <ResponsiveImage
                    image={images[cert.image]}
                    alt={t(`about.certifications.items.${cert.key}`)}
                    sizes="240px"
                  />
                </div>
              </li>
            ))}
          </LogoGrid>
        </Reveal>
      </Container>
    </Section>
  );
}
