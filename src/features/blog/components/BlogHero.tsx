import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, PageTitle } from '@/components/layout';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { media } from '@/theme/media';
import { theme } from '@/theme/theme';

const Hero = styled.header`
  position: relative;
  display: flex;
  align-items: center;
  min-height: 360px;
  overflow: hidden;
  background: ${theme.colors.surfaceDark};
  color: ${theme.colors.textOnDark};
  ${media.upToMobile} {
    min-height: 260px;
  }
`;

const Copy = styled.div`
  position: relative;
  width: 100%;
  padding: ${theme.space.xxl} 0;
  background: ${theme.colors.overlay};
`;

const Intro = styled.p`
  max-width: 60ch;
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textOnDark};
`;

/** The blog's translated title and introduction over its hero picture. */
export function BlogHero() {
  const { t } = useTranslation();
  return (
    <Hero>
      <MediaFrame $fill>
        <ResponsiveImage image={images.blogHero} alt="" sizes="100vw" priority="main" />
      </MediaFrame>
      <Copy>
        <Container>
          <PageTitle>{t('blog.title')}</PageTitle>
          <Intro>{t('blog.intro')}</Intro>
        </Container>
      </Copy>
    </Hero>
  );
}
