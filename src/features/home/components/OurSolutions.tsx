import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '@/components/Button';
import {
  Card,
  CardBody,
  Container,
  Grid,
  Lead,
  Section,
  SectionHeading,
} from '@/components/layout';
import { Reveal } from '@/components/Reveal';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { paths } from '@/config/paths';
import { images } from '@/generated/images';
import { solutions } from '@/features/home/content';

const Media = styled.div`
  aspect-ratio: 4 / 3;
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const ItemTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.brand};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

/** Spec "Home": Our Solutions (parking, campus, mechanised parking, warehouse) + Read more. */
export function OurSolutions() {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="home-solutions-title">
      <Container>
        <Reveal>
          <SectionHeading id="home-solutions-title">{t('home.solutions.heading')}</SectionHeading>
          <Lead>{t('home.solutions.intro')}</Lead>
          <Grid as="ul" $min="240px">
            {solutions.map((item) => (
              <li key={item.key}>
                <Card>
                  <Media>
                    <ResponsiveImage
                      image={images[item.image]}
                      alt={t(`home.solutions.items.${item.key}.alt`)}
                      sizes="(max-width: 768px) 100vw, 25vw"
                    />
                  </Media>
                  <CardBody>
                    <ItemTitle>{t(`home.solutions.items.${item.key}.title`)}</ItemTitle>
                    <p>{t(`home.solutions.items.${item.key}.text`)}</p>
                  </CardBody>
                </Card>
              </li>
            ))}
          </Grid>
          <Actions>
            <ButtonLink to={paths.solution} $variant="secondary">
              {t('home.solutions.readMore')}
              <span className="visually-hidden"> {t('home.solutions.readMoreContext')}</span>
            </ButtonLink>
          </Actions>
        </Reveal>
      </Container>
    </Section>
  );
}
