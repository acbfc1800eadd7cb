import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonAnchor } from '@/components/Button';
import { ExternalLink } from '@/components/ExternalLink';
import { Container, Lead, Section } from '@/components/layout';
import { SectionHeading } from '@/components/pageBlocks';
import { Reveal } from '@/components/Reveal';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { storeLinks } from '@/config/site';
import { appPromoImage, sectionHeadingId, sectionIds } from '@/features/solutions/content';
import { SplitLayout } from './SplitLayout';
import { media } from '@/theme/media';
import { theme } from '@/theme/theme';

const prefix = 'solutions.app';
const headingId = sectionHeadingId(sectionIds.app);

const Stores = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Text = styled(Lead)`
  color: ${theme.colors.textOnDarkMuted};
`;

/**
 * A navy panel inside the page's column, not a navy band across the page: as the last band it
 * ran into the navy footer without an edge between them.
 */
const Panel = styled.div`
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceDark};
  color: ${theme.colors.textOnDark};
  ${media.upToSmall} {
    padding: ${theme.space.lg} ${theme.space.md};
  }
`;

/**
 * Both stores' links look alike (one was filled, the other outlined, as if one store were
 * preferred): white on the navy panel, outlined on hover. The class twice, so these win over
 * the button's own colours whichever style sheet each rule is in (CountedGrid.ts says why).
 */
const StoreLink = styled(ButtonAnchor)`
  && {
    background: ${theme.colors.surface};
    color: ${theme.colors.brand};
    border-color: ${theme.colors.surface};
  }
  @media (hover: hover) {
    &&:hover {
      background: transparent;
      color: ${theme.colors.textOnDark};
    }
  }
`;

/** Download-the-app block with both store links (D22: the links live in site config). */
export function AppDownload() {
  const { t } = useTranslation();
  return (
    <Section id={sectionIds.app} aria-labelledby={headingId}>
      <Container>
        <Reveal>
          <Panel>
            <SplitLayout>
              <MediaFrame $rounded>
                <ResponsiveImage
                  image={appPromoImage}
                  alt={t(`${prefix}.imageAlt`)}
                  sizes="(max-width: 768px) 100vw, 480px"
                />
              </MediaFrame>
              <div>
                <SectionHeading id={headingId}>{t(`${prefix}.title`)}</SectionHeading>
                <Text>{t(`${prefix}.text`)}</Text>
                <Stores aria-label={t(`${prefix}.storesLabel`)}>
                  <li>
                    <StoreLink as={ExternalLink} href={storeLinks.android}>
                      {t(`${prefix}.android`)}
                    </StoreLink>
                  </li>
                  <li>
                    <StoreLink as={ExternalLink} href={storeLinks.ios}>
                      {t(`${prefix}.ios`)}
                    </StoreLink>
                  </li>
                </Stores>
              </div>
            </SplitLayout>
          </Panel>
        </Reveal>
      </Container>
    </Section>
  );
}
