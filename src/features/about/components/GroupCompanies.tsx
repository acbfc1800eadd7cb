import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/ExternalLink';
import { HeadedSection } from '@/components/HeadedSection';
import { Lead } from '@/components/layout';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { groupCompanies } from '@/features/about/content';
import { LogoGrid, LogoTile } from './LogoGrid';

/** Spec "About": four group company logos, each linking to the company's own site. */
export function GroupCompanies() {
  const { t } = useTranslation();
  return (
    <HeadedSection headingId="about-groups-title" heading={t('about.groups.heading')} tone="alt">
      <Lead>{t('about.groups.intro')}</Lead>
      <LogoGrid>
        {groupCompanies.map((company) => (
          <li key={company.name}>
            <LogoTile as={ExternalLink} href={company.url}>
              <ResponsiveImage image={images[company.image]} alt={company.name} sizes="240px" />
            </LogoTile>
          </li>
        ))}
      </LogoGrid>
    </HeadedSection>
  );
}
