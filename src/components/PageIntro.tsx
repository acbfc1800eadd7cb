import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ImageAsset } from '@/generated/images';
import { media } from '@/theme/media';
import { Container, PageTitle, Section } from './layout';
import { MediaFrame } from './MediaFrame';
import { ResponsiveImage } from './ResponsiveImage';
import { theme } from '@/theme/theme';

const Layout = styled.div<{ $textShare: number }>`
  display: grid;
  grid-template-columns: minmax(0, ${({ $textShare }) => $textShare}fr) minmax(0, 1fr);
  align-items: center;
  gap: ${theme.space.xl};
  ${media.upToMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/* A wrapper, not the image itself, is the grid cell: see ResponsiveImage on <picture>. */
const Picture = styled(MediaFrame)`
  box-shadow: ${theme.shadows.raised};
`;

interface PageIntroProps {
  title: string;
  /** Lead paragraphs and actions under the title. */
  children: ReactNode;
  /** The banner beside the text; above the fold, so it loads at once. */
  image: ImageAsset;
  imageSizes: string;
  /** How much wider the text column is than the picture (1 = equal). */
  textShare?: number;
}

/** A page's opening band: h1 and intro text beside a banner picture, stacked on phones. */
export function PageIntro({ title, children, image, imageSizes, textShare = 1 }: PageIntroProps) {
  return (
    <Section $tone="alt">
      <Container>
        <Layout $textShare={textShare}>
          <div>
            <PageTitle>{title}</PageTitle>
            {children}
          </div>
          <Picture $rounded>
            <ResponsiveImage image={image} alt="" sizes={imageSizes} priority="main" />
          </Picture>
        </Layout>
      </Container>
    </Section>
  );
}
