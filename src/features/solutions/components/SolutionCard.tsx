import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ButtonAnchor } from '@/components/Button';
import { Card, CardBody } from '@/components/pageBlocks';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { useAppRunning } from '@/hooks/useAppRunning';
import type { SolutionCardContent, SolutionId } from '@/features/solutions/content';
import { theme } from '@/theme/theme';

const Body = styled(CardBody)`
  display: flex;
  flex-direction: column;
  flex: 1;
`;

const Column = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: auto;
`;

interface SolutionCardProps {
  card: SolutionCardContent;
  onKnowMore: (id: SolutionId) => void;
  /** The first card: its picture is the page's main image (high priority). */
  main: boolean;
}

/**
 * One card of the row: picture, summary, brochure download (a real PDF, D26), Know more.
 * Memoised: a step of the row changes no card's props, and rendering the four cards was
 * part of the tap's work (D46).
 */
export const SolutionCard = memo(function SolutionCard({
  card,
  onKnowMore,
  main,
}: SolutionCardProps) {
  const { t } = useTranslation();
  // Cards outside the view sit in a clipped track: once the app runs (which slides them in)
  // their pictures load at once, or they would be blank for a moment when they arrive. In the
  // HTML they are lazy, so on a phone the hidden ones do not compete with the main image.
  const offViewPriority = useAppRunning() ? 'eager' : 'lazy';
  const title = t(`solutions.cards.${card.id}.title`);
  return (
    <Column>
      <MediaFrame $ratio="3 / 2">
        <ResponsiveImage
          image={card.image}
          alt=""
          sizes="(max-width: 768px) 100vw, (max-width: 1023px) 50vw, 380px"
          priority={main ? 'main' : offViewPriority}
        />
      </MediaFrame>
      <Body>
        <Title>{title}</Title>
        <p>{t(`solutions.cards.${card.id}.summary`)}</p>
        <Actions>
          <ButtonAnchor
            href={card.brochure}
            download
            type="application/pdf"
            $variant="secondary"
            aria-label={t('solutions.row.downloadLabel', { title })}
          >
            {t('solutions.row.download')}
          </ButtonAnchor>
          <Button
            type="button"
            onClick={() => onKnowMore(card.id)}
            aria-label={t('solutions.row.knowMoreLabel', { title })}
          >
            {t('solutions.row.knowMore')}
          </Button>
        </Actions>
      </Body>
    </Column>
  );
});
