import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckIcon } from '@/components/icons/marks';
import { SubHeading } from './SolutionSection';
import { theme } from '@/theme/theme';

/**
 * 'auto': up to three columns of at least 280 px that the items flow down, balanced by the
 * browser (ten items stand 4 + 3 + 3). A grid filled row by row left the tenth alone on its
 * last row (D44: grids fit their count).
 */
const List = styled.ul<{ $columns: 'auto' | 'single' }>`
  columns: ${({ $columns }) => ($columns === 'single' ? '1' : '3 280px')};
  column-gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  break-inside: avoid;
  margin-bottom: ${theme.space.sm};
  svg {
    flex: none;
    margin-top: 2px;
    color: ${theme.colors.accentText};
  }
`;

interface ChecklistProps {
  /** Id of the list's heading, which also names the list. */
  id: string;
  title: string;
  /** Translation prefix; each item is `${prefix}.${key}`. */
  prefix: string;
  items: readonly string[];
  columns?: 'auto' | 'single';
}

/** A headed list of short statements with check marks (features, benefits, app points). */
export function Checklist({ id, title, prefix, items, columns = 'auto' }: ChecklistProps) {
  const { t } = useTranslation();
  return (
    <>
      <SubHeading id={id}>{title}</SubHeading>
      <List aria-labelledby={id} $columns={columns}>
        {items.map((key) => (
          <Item key={key}>
            <CheckIcon />
            <span>{t(`${prefix}.${key}`)}</span>
          </Item>
        ))}
      </List>
    </>
  );
}
