import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CountedGrid } from '@/components/CountedGrid';
import { Card, CardBody } from '@/components/pageBlocks';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { mechanisedTypes, sectionIds } from '@/features/solutions/content';
import { SolutionSection } from './SolutionSection';
import { theme } from '@/theme/theme';

const prefix = 'solutions.mechanised';

const TypeCard = styled(Card)`
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

/** Mechanised parking: the spec's 8 system types, each with a picture and a short text. */
export function MechanisedSection() {
  const { t } = useTranslation();
  return (
    <SolutionSection
      id={sectionIds.mechanised}
      title={t(`${prefix}.title`)}
      intro={t(`${prefix}.intro`)}
    >
      <CountedGrid
        as="ul"
        $count={mechanisedTypes.length}
        $columns={{ desktop: 4 }}
        aria-label={t(`${prefix}.typesLabel`)}
      >
        {mechanisedTypes.map(({ id, image }) => (
          <li key={id}>
            <TypeCard as="div">
              <MediaFrame $ratio="4 / 3" $placeholder>
                <ResponsiveImage
                  image={image}
                  alt={t(`${prefix}.types.${id}.alt`)}
                  sizes="(max-width: 768px) 100vw, (max-width: 1023px) 50vw, 280px"
                />
              </MediaFrame>
              <CardBody>
                <h3>{t(`${prefix}.types.${id}.title`)}</h3>
                <p>{t(`${prefix}.types.${id}.text`)}</p>
              </CardBody>
            </TypeCard>
          </li>
        ))}
      </CountedGrid>
    </SolutionSection>
  );
}
