import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Container, Lead, PageTitle, Section } from '../../../components/layout';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { scrollToElement } from '../../../components/scroll';
import { CAREER_OPENINGS_OFFSET_PX } from '../../../config/scroll';
import { brand } from '../../../config/site';
import { images } from '../../../generated/images';
import { media } from '../../../theme/media';
import { JOB_OPENINGS_SECTION_ID } from '../content';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  ${media.upToMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Picture = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/** Title, intro and the button that brings the openings grid into view (spec: offset 250 px). */
export function CareerIntro() {
  const { t } = useTranslation();
  const showOpenings = () => {
    const section = document.getElementById(JOB_OPENINGS_SECTION_ID);
    if (section) scrollToElement(section, CAREER_OPENINGS_OFFSET_PX);
  };
  return (
    <Section $tone="alt">
      <Container>
        <Layout>
          <div>
            <PageTitle>{t('careers.title', { brand: brand.name })}</PageTitle>
            <Lead>{t('careers.intro')}</Lead>
            <Lead>{t('careers.culture')}</Lead>
            <Button type="button" onClick={showOpenings}>
              {t('careers.viewOpenings')}
            </Button>
          </div>
          <Picture>
            <ResponsiveImage
              image={images.careerHero}
              alt=""
              sizes="(max-width: 768px) 100vw, 600px"
              loading="eager"
            />
          </Picture>
        </Layout>
      </Container>
    </Section>
  );
}
