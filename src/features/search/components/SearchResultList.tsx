import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SearchHit } from '@/features/search/searchEngine';
import { theme } from '@/theme/theme';
import { HitSummary } from './HitSummary';

const List = styled.ol`
  display: grid;
  gap: ${theme.space.md};
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
`;

const Result = styled.article`
  padding: ${theme.space.md} ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  a {
    color: inherit;
  }
`;

/** The search page's results: each title a link to its page, in the order found. */
export function SearchResultList({ hits }: { hits: readonly SearchHit[] }) {
  if (hits.length === 0) return null;
  return (
    <List>
      {hits.map((hit) => (
        <li key={hit.url}>
          <Result>
            <HitSummary
              hit={hit}
              titleAs={(title) => (
                <h2>
                  <Link to={hit.url}>{title}</Link>
                </h2>
              )}
            />
          </Result>
        </li>
      ))}
    </List>
  );
}
