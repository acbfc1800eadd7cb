import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SearchHit } from '@/features/search/searchEngine';
import { theme } from '@/theme/theme';
import { HitSummary } from './HitSummary';

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

/** An option of the list: a result, or (without `hit`) every result on /search. */
export interface Choice {
  url: string;
  hit?: SearchHit;
}

/** The element id of the list's option `index`, for `aria-activedescendant`. */
export const optionId = (listId: string, index: number) => `${listId}-${String(index)}`;

interface ResultOptionProps {
  id: string;
  index: number;
  choice: Choice;
  selected: boolean;
  /** The words the results answer, which "All results for …" quotes. */
  query: string;
  onChoose: (url: string) => void;
  onPoint: (index: number) => void;
}

/** One option; drawn again only when it is chosen or left, not for the others. */
const ResultOption = memo(function ResultOption({
  id,
  index,
  choice,
  selected,
  query,
  onChoose,
  onPoint,
}: ResultOptionProps) {
  const { t } = useTranslation();
  return (
    <Option
      id={id}
      role="option"
      aria-selected={selected}
      // The field keeps focus; the press chooses.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(choice.url)}
      onPointerEnter={() => onPoint(index)}
    >
      {choice.hit ? (
        <HitSummary hit={choice.hit} />
      ) : (
        <AllResults>{t('search.showAll', { query })}</AllResults>
      )}
    </Option>
  );
});

interface ResultListboxProps extends Pick<ResultOptionProps, 'query' | 'onChoose' | 'onPoint'> {
  id: string;
  choices: readonly Choice[];
  /** The chosen option's index, -1 for none. */
  active: number;
}

/**
 * The dialog's results as a listbox. Drawn again when the results or the chosen one change,
 * not on every key: a key paints the field's new value alone, then the list follows (D48).
 */
export const ResultListbox = memo(function ResultListbox({
  id,
  choices,
  active,
  ...option
}: ResultListboxProps) {
  const { t } = useTranslation();
  if (choices.length === 0) return null;
  return (
    <List id={id} role="listbox" aria-label={t('search.resultsLabel')}>
      {choices.map((choice, index) => (
        <ResultOption
          key={choice.url}
          id={optionId(id, index)}
          index={index}
          choice={choice}
          selected={index === active}
          {...option}
        />
      ))}
    </List>
  );
});
