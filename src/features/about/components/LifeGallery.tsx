import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Lead, Section, SectionHeading } from '@/components/layout';
import { Reveal } from '@/components/Reveal';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { media } from '@/theme/media';
import { lifePhotos } from '@/features/about/content';

const Photos = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  ${media.upToMobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Spec "About": the life-at-the-company grid of four photos. */
export function LifeGallery() {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="about-life-title">
      <Container>
        <Reveal>
          <SectionHeading id="about-life-title">{t('about.life.heading')}</SectionHeading>
          <Lead>{t('about.life.intro')}</Lead>
          <Photos>
            {lifePhotos.map((photo) => (
              <li key={photo.key}>
                <ResponsiveImage
                  image={images[photo.image]}
                  alt={t(`about.life.photos.${photo.key}`)}
                  sizes="(max-width: 768px) 50vw, 25vw"
                />
              </li>
            ))}
          </Photos>
        </Reveal>
      </Container>
    </Section>
  );
}
