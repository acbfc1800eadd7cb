import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Section, SectionHeading } from '@/components/layout';
import { Reveal } from '@/components/Reveal';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { media } from '@/theme/media';
import { chiefExecutive } from '@/features/about/content';

/* Grid items are wrapped: ResponsiveImage's <picture> is display: contents, so its <source>
   elements would otherwise become grid cells of their own. */
const Figure = styled.figure`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  & img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  ${media.upToMobile} {
    grid-template-columns: 1fr;
    justify-items: center;
    & img {
      max-width: 220px;
    }
  }
`;

const Quote = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
`;

const Name = styled.strong`
  display: block;
  color: ${({ theme }) => theme.colors.brand};
`;

/** Spec "About": message from the chief executive. */
export function CeoMessage() {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="about-ceo-title">
      <Container>
        <Reveal>
          <SectionHeading id="about-ceo-title">{t('about.ceo.heading')}</SectionHeading>
          <Figure>
            <div>
              <ResponsiveImage
                image={images[chiefExecutive.image]}
                alt={t('about.ceo.photoAlt', { name: chiefExecutive.name })}
                sizes="(max-width: 768px) 220px, 280px"
              />
            </div>
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
        </Reveal>
      </Container>
    </Section>
  );
}
