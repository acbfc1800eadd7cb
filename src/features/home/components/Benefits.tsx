import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HeadedSection } from '@/components/HeadedSection';
import { CountedGrid } from '@/components/CountedGrid';
import { Card, CardBody } from '@/components/pageBlocks';
import { CheckIcon } from '@/components/icons/marks';
import { benefits } from '@/features/home/content';
import { theme } from '@/theme/theme';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${theme.space.md};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accentText};
  color: ${theme.colors.textOnDark};
`;

const ItemTitle = styled.h3`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.brand};
`;

/** Spec "Home": three benefit cards. */
export function Benefits() {
  const { t } = useTranslation();
  return (
    <HeadedSection headingId="home-benefits-title" heading={t('home.benefits.heading')} tone="alt">
      <CountedGrid as="ul" $count={benefits.length} $columns={{ tablet: 1 }}>
        {benefits.map((key) => (
          <li key={key}>
            <Card>
              <CardBody>
                <Badge>
                  <CheckIcon />
                </Badge>
                <ItemTitle>{t(`home.benefits.items.${key}.title`)}</ItemTitle>
                <p>{t(`home.benefits.items.${key}.text`)}</p>
              </CardBody>
            </Card>
          </li>
        ))}
      </CountedGrid>
    </HeadedSection>
  );
}
