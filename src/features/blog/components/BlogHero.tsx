import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, PageTitle } from '@/components/layout';
import { MediaFrame } from '@/components/MediaFrame';
import { FirstPaintAfter } from '@/components/FirstPaintAfter';
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

/**
 * The veil lies over the whole picture, not as a band behind the copy (a hard-edged grey bar
 * across the picture's middle): solid enough under the title and introduction on the left
 * (D44: 4.5:1 over the light desk), fading towards the right, where no text is. On phones and
 * tablets the copy spans the width: the veil is even.
 */
const Picture = styled(MediaFrame)`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      100deg,
      ${theme.colors.overlay} 0%,
      ${theme.colors.overlay} 50%,
      ${theme.colors.scrimFaint} 100%
    );
    ${media.upToMobile} {
      background: ${theme.colors.overlay};
    }
  }
`;

const Copy = styled.div`
  position: relative;
  width: 100%;
  padding: ${theme.space.xxl} 0;
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
      <Picture $fill>
        <ResponsiveImage image={images.blogHero} alt="" sizes="100vw" priority="main" />
      </Picture>
      <Copy>
        <Container>
          <PageTitle>{t('blog.title')}</PageTitle>
          <Intro>{t('blog.intro')}</Intro>
        </Container>
      </Copy>
      {/* Its text is centred in its height. */}
      <FirstPaintAfter id="blog-hero-end" />
    </Hero>
  );
}
