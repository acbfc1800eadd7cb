import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './Button';
import { FirstPaintAfter } from './FirstPaintAfter';
import { theme } from '@/theme/theme';

const Centered = styled.div`
  padding: ${theme.space.xl} 0;
  text-align: center;
  color: ${theme.colors.textMuted};
`;

/**
 * Spec: data pages show 'Loading...' while fetching; announced politely. Centred, so a paint of
 * its text half-parsed ("Loading.") would move when the rest arrives: the first paint waits for
 * the whole of it (FirstPaintAfter; a page has one data region, so one marker).
 */
export function Loading() {
  const { t } = useTranslation();
  return (
    <>
      <Centered role="status" aria-live="polite">
        {t('common.loading')}
      </Centered>
      <FirstPaintAfter id="loading-end" />
    </>
  );
}

interface EmptyStateProps {
  message: string;
  /** D13: present only when the empty view is there because the request failed. */
  onRetry?: () => void;
}

export function EmptyState({ message, onRetry }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Centered>
      <p>{message}</p>
      {onRetry && (
        <Button type="button" $variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      )}
    </Centered>
  );
}
