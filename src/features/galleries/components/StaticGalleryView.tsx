import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, PageTitle, Section } from '@/components/layout';
import type { ImagePriority } from '@/components/imagePriority';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Reveal } from '@/components/Reveal';
import { siteBlocks, type StaticGallery } from '@/features/galleries/content';
import { GallerySiteSection, GallerySiteTiles } from './GallerySiteSection';
import { theme } from '@/theme/theme';

/**
 * Wider than its 16:9 picture from about 1,000 px (560 px high at most): cropped more at the
 * sky than at the street, so that the buildings' roofs and the cars on the road both show whole.
 */
const Banner = styled(MediaFrame)`
  margin-bottom: ${theme.space.xl};
  & img {
    object-position: 50% 80%;
  }
`;

/**
 * The title stands as far above the first site (or the banner) as the banner above it: a
 * site's name straight under the title, 12 px below it on a phone, read as part of the title.
 */
const Title = styled(PageTitle)`
  && {
    margin-bottom: ${theme.space.xl};
  }
`;

const Sites = styled.div`
  display: grid;
  gap: ${theme.space.xxl};
`;

/** One static gallery: its heading, an optional banner, then each site with its photos. */
export function StaticGalleryView({ gallery }: { gallery: StaticGallery }) {
  const { t } = useTranslation();
  const heading = t(`galleries.headings.${gallery.id}`);
  // Without a banner, the first site's first photo is the page's main image. With one, that
  // photo is still above the fold on a phone, and larger than the banner there (the page's
  // largest paint): it is requested with the HTML, not once laid out, and on a phone ahead of
  // the banner (docs/performance.md, "Lighthouse benchmark").
  const firstSite: ImagePriority = gallery.banner ? 'eager' : 'main';
  return (
    <Section>
      <Container>
        <Title>{heading}</Title>
        {gallery.banner && (
          <Banner $rounded $maxHeight="560px">
            <ResponsiveImage
              image={gallery.banner}
              alt={t('galleries.bannerAlt', { heading })}
              sizes="(max-width: 1200px) 100vw, 1200px"
              priority="main"
            />
          </Banner>
        )}
        <Sites>
          {siteBlocks(gallery.sites).map((block, index) => {
            const first =
              index === 0
                ? { priority: firstSite, underBanner: Boolean(gallery.banner) }
                : undefined;
            const [site] = block;
            return (
              <Reveal key={block.map((member) => member.name).join()}>
                {block.length === 1 && site ? (
                  <GallerySiteSection site={site} first={first} />
                ) : (
                  <GallerySiteTiles sites={block} first={first} />
                )}
              </Reveal>
            );
          })}
        </Sites>
      </Container>
    </Section>
  );
}
