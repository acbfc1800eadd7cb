import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '@/components/Button';
import { HeadedSection } from '@/components/HeadedSection';
import { CountedGrid } from '@/components/CountedGrid';
import { Lead } from '@/components/layout';
import { Card, CardBody } from '@/components/pageBlocks';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { paths } from '@/config/paths';
import { images } from '@/generated/images';
import { solutions } from '@/features/home/content';
import { theme } from '@/theme/theme';

const ItemTitle = styled.h3`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.brand};
`;

const Actions = styled.div`
  margin-top: ${theme.space.xl};
  text-align: center;
`;

/** Spec "Home": Our Solutions (parking, campus, mechanised parking, warehouse) + Read more. */
export function OurSolutions() {
  const { t } = useTranslation();
  return (
    <HeadedSection headingId="home-solutions-title" heading={t('home.solutions.heading')}>
      <Lead>{t('home.solutions.intro')}</Lead>
      <CountedGrid as="ul" $count={solutions.length} $columns={{ desktop: 4 }}>
        {solutions.map((item) => (
          <li key={item.key}>
            <Card>
              <MediaFrame $ratio="4 / 3">
                <ResponsiveImage
                  image={images[item.image]}
                  alt={t(`home.solutions.items.${item.key}.alt`)}
                  sizes="(max-width: 768px) 100vw, 25vw"
                />
              </MediaFrame>
              <CardBody>
                <ItemTitle>{t(`home.solutions.items.${item.key}.title`)}</ItemTitle>
                <p>{t(`home.solutions.items.${item.key}.text`)}</p>
              </CardBody>
            </Card>
          </li>
        ))}
      </CountedGrid>
      <Actions>
        <ButtonLink to={paths.solution} $variant="secondary">
          {t('home.solutions.readMore')}
          <span className="visually-hidden"> {t('home.solutions.readMoreContext')}</span>
        </ButtonLink>
      </Actions>
    </HeadedSection>
  );
}
