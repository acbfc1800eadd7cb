import { useEffect, useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { SearchHit } from '@/features/search/searchEngine';
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
import { HitSummary } from './HitSummary';
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

const List = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The chosen option is marked by more than colour: a bar at its start, as the navbar's page. */
const Option = styled.li`
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${theme.colors.surfaceAlt};
    box-shadow: inset 4px 0 0 ${theme.colors.accent};
  }
`;

const AllResults = styled.span`
  color: ${theme.colors.accentText};
  font-weight: 600;
`;

interface Choice {
  url: string;
  hit?: SearchHit;
}

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
  const { language, query, words, answer, failure, refetch } = useSiteSearch();
  const active = useAppSelector(selectSearchActiveIndex);
  const listId = useId();
  useIndexWarmUp(language);

  const hits = answer?.hits ?? [];
  const choices: Choice[] = hits.slice(0, DIALOG_HITS).map((hit) => ({ url: hit.url, hit }));
  if (hits.length > 0) choices.push({ url: searchPageUrl(words) });
  const optionId = (index: number) => `${listId}-${String(index)}`;
  const activeId = active >= 0 && active < choices.length ? optionId(active) : undefined;

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
        words={words}
        answer={answer}
        failure={failure}
        onRetry={() => void refetch()}
      />
      {choices.length > 0 && (
        <List id={listId} role="listbox" aria-label={t('search.resultsLabel')}>
          {choices.map(({ url, hit }, index) => (
            <Option
              key={url}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // The field keeps focus; the press chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void navigate(url)}
              onPointerEnter={() => dispatch(changeOnly(searchActiveSet(index)))}
            >
              {hit ? (
                <HitSummary hit={hit} />
              ) : (
                <AllResults>{t('search.showAll', { query: words })}</AllResults>
              )}
            </Option>
          ))}
        </List>
      )}
    </>
  );
}
