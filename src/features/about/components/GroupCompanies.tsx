import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/ExternalLink';
import { Container, Lead, Section, SectionHeading } from '@/components/layout';
import { Reveal } from '@/components/Reveal';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { groupCompanies } from '@/features/about/content';
import { LogoGrid } from './LogoGrid';

/** Spec "About": four group company logos, each linking to the company's own site. */
export function GroupCompanies() {
  const { t } = useTranslation();
  return (
    <Section $tone="alt" aria-labelledby="about-groups-title">
      <Container>
        <Reveal>
          <SectionHeading id="about-groups-title">{t('about.groups.heading')}</SectionHeading>
          <Lead>{t('about.groups.intro')}</Lead>
          <LogoGrid>
            {groupCompanies.map((company) => (
              <li key={company.name}>
                <ExternalLink href={company.url}>
                  <ResponsiveImage image={images[company.image]} alt={company.name} sizes="240px" />
                </ExternalLink>
              </li>
            ))}
          </LogoGrid>
        </Reveal>
      </Container>
    </Section>
  );
}
