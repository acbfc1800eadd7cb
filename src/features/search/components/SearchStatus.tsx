import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { paths } from '@/config/paths';
import type { SearchAnswer } from '@/features/search/searchApi';
import { theme } from '@/theme/theme';

const Status = styled.div`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  p {
    margin: 0;
  }
  a {
    color: ${theme.colors.accentText};
    font-weight: 600;
  }
  button {
    margin-top: ${theme.space.sm};
  }
`;

interface SearchStatusProps {
  words: string;
  answer: SearchAnswer | undefined;
  /** The HTTP status of a failed search (404: no index), or null while none failed. */
  failure: number | null;
  onRetry: () => void;
}

/**
 * What the search has found, announced politely as it changes: the number of results, "No
 * results for …" with a way to ask us instead, or that search failed (with a retry). Nothing
 * before the first word.
 */
export function SearchStatus({ words, answer, failure, onRetry }: SearchStatusProps) {
  const { t } = useTranslation();
  const noIndex = failure === 404 && process.env.NODE_ENV !== 'production';
  let message = null;
  if (words && failure !== null) {
    message = (
      <>
        <p>{t(noIndex ? 'search.noIndex' : 'search.failed')}</p>
        <Button type="button" $variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </>
    );
  } else if (words && !answer) {
    message = <p>{t('search.searching')}</p>;
  } else if (words && answer?.hits.length === 0) {
    message = (
      <p>
        {t('search.noResults', { query: answer.query })}{' '}
        <Link to={paths.contact}>{t('search.askUs')}</Link>
      </p>
    );
  } else if (words && answer) {
    message = <p>{t('search.count', { count: answer.hits.length })}</p>;
  }
  return (
    <Status role="status" aria-live="polite">
      {message}
    </Status>
  );
}
