import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckIcon } from '@/components/icons/marks';
import { SubHeading } from './SolutionSection';
import { theme } from '@/theme/theme';

const List = styled.ul<{ $columns: 'auto' | 'single' }>`
  display: grid;
  grid-template-columns: ${({ $columns }) =>
    $columns === 'single' ? '1fr' : 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))'};
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
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
