import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './Button';
import { theme } from '@/theme/theme';

const Centered = styled.div`
  padding: ${theme.space.xl} 0;
  text-align: center;
  color: ${theme.colors.textMuted};
`;

/** Spec: data pages show 'Loading...' while fetching; announced politely. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Centered role="status" aria-live="polite">
      {t('common.loading')}
    </Centered>
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
