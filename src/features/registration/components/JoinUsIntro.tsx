import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Lead, PageTitle, Section } from '../../../components/layout';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { brand } from '../../../config/site';
import { images } from '../../../generated/images';
import { media } from '../../../theme/media';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  ${media.upToMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Picture = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/** 'Start your journey with us' and what partnering with the company means. */
export function JoinUsIntro() {
  const { t } = useTranslation();
  return (
    <Section $tone="alt">
      <Container>
        <Layout>
          <div>
            <PageTitle>{t('registration.title')}</PageTitle>
            <Lead>{t('registration.intro', { brand: brand.name })}</Lead>
          </div>
          <Picture>
            <ResponsiveImage
              image={images.joinUsHero}
              alt=""
              sizes="(max-width: 768px) 100vw, 460px"
              loading="eager"
            />
          </Picture>
        </Layout>
      </Container>
    </Section>
  );
}
