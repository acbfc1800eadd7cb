import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonAnchor } from '@/components/Button';
import { ExternalLink } from '@/components/ExternalLink';
import { Container, Lead, Section, SectionHeading } from '@/components/layout';
import { Reveal } from '@/components/Reveal';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { storeLinks } from '@/config/site';
import { appPromoImage, sectionHeadingId, sectionIds } from '@/features/solutions/content';
import { SplitLayout } from './SplitLayout';
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

/** Download-the-app block with both store links (D22: the links live in site config). */
export function AppDownload() {
  const { t } = useTranslation();
  return (
    <Section id={sectionIds.app} $tone="dark" aria-labelledby={headingId}>
      <Container>
        <Reveal>
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
                  <ButtonAnchor as={ExternalLink} href={storeLinks.android}>
                    {t(`${prefix}.android`)}
                  </ButtonAnchor>
                </li>
                <li>
                  <ButtonAnchor as={ExternalLink} href={storeLinks.ios} $variant="ghost">
                    {t(`${prefix}.ios`)}
                  </ButtonAnchor>
                </li>
              </Stores>
            </div>
          </SplitLayout>
        </Reveal>
      </Container>
    </Section>
  );
}
