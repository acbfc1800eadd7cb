import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CountedGrid } from '@/components/CountedGrid';
import { Container, Section } from '@/components/layout';
import { Card, CardBody } from '@/components/pageBlocks';
import { Reveal } from '@/components/Reveal';
import { theme } from '@/theme/theme';

const Heading = styled.h2`
  font-size: ${theme.fontSizes.xl};
  color: ${theme.colors.brand};
`;

const Accent = styled(Card)`
  border-top: 4px solid ${theme.colors.accent};
`;

const STATEMENTS = ['vision', 'mission'] as const;

/** Spec "About": the vision and mission cards. */
export function VisionMission() {
  const { t } = useTranslation();
  return (
    <Section $tone="alt">
      <Container>
        <Reveal>
          <CountedGrid $count={STATEMENTS.length} $columns={{ tablet: 1 }}>
            {STATEMENTS.map((key) => (
              <Accent key={key}>
                <CardBody>
                  <Heading>{t(`about.${key}.title`)}</Heading>
                  <p>{t(`about.${key}.text`)}</p>
                </CardBody>
              </Accent>
            ))}
          </CountedGrid>
        </Reveal>
      </Container>
    </Section>
  );
}
