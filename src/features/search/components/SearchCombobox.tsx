import { useCallback, useEffect, useId, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  searchActiveMoved,
  searchActiveSet,
  searchQueryChanged,
  selectSearchActiveIndex,
} from '@/features/search/searchSlice';
import { searchPageUrl, useIndexWarmUp, useSiteSearch } from '@/features/search/useSiteSearch';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { theme } from '@/theme/theme';
import { optionId, ResultListbox, type Choice } from './ResultListbox';
import { SearchStatus } from './SearchStatus';

/** The results the dialog lists; "All results" opens the rest on /search. */
export const DIALOG_HITS = 8;

const Head = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  align-items: center;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.textMuted};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.md};
`;

/**
 * The search dialog's combobox (WAI-ARIA APG, list autocomplete): focus stays in the text field
 * while Down and Up move through the results (`aria-activedescendant`), Enter opens the chosen
 * one, or every result on /search when none is chosen; the count is announced (SearchStatus).
 * Escape closes the dialog (Modal). The words and the chosen result live in the search slice.
 */
export function SearchCombobox({ trailing }: { trailing: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { language, query, words, searched, answer, failure, refetch } = useSiteSearch();
  const active = useAppSelector(selectSearchActiveIndex);
  const listId = useId();
  useIndexWarmUp(language);

  const choices = useMemo(() => {
    const hits = answer?.hits ?? [];
    const listed: Choice[] = hits.slice(0, DIALOG_HITS).map((hit) => ({ url: hit.url, hit }));
    if (answer && hits.length > 0) listed.push({ url: searchPageUrl(answer.query) });
    return listed;
  }, [answer]);
  const activeId = active >= 0 && active < choices.length ? optionId(listId, active) : undefined;
  const choose = useCallback((url: string) => void navigate(url), [navigate]);
  const point = useCallback(
    (index: number) => dispatch(changeOnly(searchActiveSet(index))),
    [dispatch],
  );

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      dispatch(searchActiveMoved({ step, count: choices.length }));
    } else if (event.key === 'Enter' && words) {
      event.preventDefault();
      void navigate(choices[active]?.url ?? searchPageUrl(words));
    }
  };

  return (
    <>
      <Head>
        <Input
          type="text"
          role="combobox"
          aria-label={t('search.fieldLabel')}
          aria-expanded={choices.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(event) => dispatch(searchQueryChanged(event.target.value))}
          onKeyDown={onKeyDown}
        />
        {trailing}
      </Head>
      <SearchStatus
        words={searched}
        answer={answer}
        failure={failure}
        onRetry={() => void refetch()}
      />
      <ResultListbox
        id={listId}
        choices={choices}
        active={active}
        query={answer?.query ?? ''}
        onChoose={choose}
        onPoint={point}
      />
    </>
  );
}
