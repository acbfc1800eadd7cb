import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Lead, PageTitle, Section } from '@/components/layout';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { media } from '@/theme/media';
import { theme } from '@/theme/theme';

/* Grid items are wrapped: ResponsiveImage's <picture> is display: contents, so its <source>
   elements would otherwise become grid cells of their own. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: center;
  gap: ${theme.space.xl};
  ${media.upToMobile} {
    grid-template-columns: 1fr;
  }
`;

const Picture = styled(MediaFrame)`
  box-shadow: ${theme.shadows.raised};
`;

/* Spec: a separate, shorter intro on mobile. Only one is displayed at a time, and
   display: none also removes the other from the accessibility tree. */
const FullIntro = styled(Lead)`
  ${media.upToMobile} {
    display: none;
  }
`;

const ShortIntro = styled(Lead)`
  ${media.aboveMobile} {
    display: none;
  }
`;

const Tagline = styled.p`
  margin: 0;
  padding-left: ${theme.space.md};
  border-left: 4px solid ${theme.colors.accent};
  font-size: ${theme.fontSizes.xl};
  font-weight: 600;
  color: ${theme.colors.brand};
`;

/** Spec "About": title, intro (shorter on mobile) and tagline. */
export function AboutIntro() {
  const { t } = useTranslation();
  return (
    <Section>
      <Container>
        <Layout>
          <div>
            <PageTitle>{t('about.title')}</PageTitle>
            <FullIntro>{t('about.intro.full')}</FullIntro>
            <ShortIntro>{t('about.intro.short')}</ShortIntro>
            <Tagline>{t('about.tagline')}</Tagline>
          </div>
          <Picture $rounded>
            <ResponsiveImage
              image={images.aboutHero}
              alt={t('about.heroAlt')}
              sizes="(max-width: 768px) 100vw, 50vw"
              priority="main"
            />
          </Picture>
        </Layout>
      </Container>
    </Section>
  );
}
