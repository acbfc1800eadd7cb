import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardBody, Container, Grid, Section } from '@/components/layout';
import { Reveal } from '@/components/Reveal';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.brand};
`;

const Accent = styled(Card)`
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
`;

/** Spec "About": the vision and mission cards. */
export function VisionMission() {
  const { t } = useTranslation();
  return (
    <Section $tone="alt">
      <Container>
        <Reveal>
          <Grid $min="300px">
            {(['vision', 'mission'] as const).map((key) => (
              <Accent key={key}>
                <CardBody>
                  <Heading>{t(`about.${key}.title`)}</Heading>
                  <p>{t(`about.${key}.text`)}</p>
                </CardBody>
              </Accent>
            ))}
          </Grid>
        </Reveal>
      </Container>
    </Section>
  );
}
