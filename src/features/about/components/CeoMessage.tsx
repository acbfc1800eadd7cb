import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HeadedSection } from '@/components/HeadedSection';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { media } from '@/theme/media';
import { chiefExecutive } from '@/features/about/content';
import { theme } from '@/theme/theme';

/* Grid items are wrapped: ResponsiveImage's <picture> is display: contents, so its <source>
   elements would otherwise become grid cells of their own. */
const Figure = styled.figure`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  align-items: center;
  gap: ${theme.space.xl};
  margin: 0;
  ${media.upToMobile} {
    grid-template-columns: 1fr;
    justify-items: center;
  }
`;

const Portrait = styled(MediaFrame)`
  ${media.upToMobile} {
    max-width: 220px;
  }
`;

/**
 * The quote stands apart by a bar at its start and its larger size in every script; italics
 * only where the script has them: Chinese and Devanagari have none, and the browser's slanted
 * imitation of them reads as a rendering fault (issue 59).
 */
const Quote = styled.blockquote`
  margin: 0 0 ${theme.space.md};
  padding-inline-start: ${theme.space.md};
  border-inline-start: 4px solid ${theme.colors.accent};
  font-size: ${theme.fontSizes.lg};
  font-style: italic;
  &:lang(zh),
  &:lang(hi) {
    font-style: normal;
  }
`;

const Name = styled.strong`
  display: block;
  color: ${theme.colors.brand};
`;

/** Spec "About": message from the chief executive. */
export function CeoMessage() {
  const { t } = useTranslation();
  return (
    <HeadedSection headingId="about-ceo-title" heading={t('about.ceo.heading')}>
      <Figure>
        <Portrait $rounded>
          <ResponsiveImage
            image={images[chiefExecutive.image]}
            alt={t('about.ceo.photoAlt', { name: chiefExecutive.name })}
            sizes="(max-width: 768px) 220px, 280px"
          />
        </Portrait>
        <div>
          <Quote>
            <p>{t('about.ceo.message')}</p>
          </Quote>
          <figcaption>
            <Name>{chiefExecutive.name}</Name>
            {t('about.ceo.role')}
          </figcaption>
        </div>
      </Figure>
    </HeadedSection>
  );
}
