import styled from 'styled-components';
import { theme } from '@/theme/theme';

/**
 * A row with its items at the two ends, wrapping on a narrow screen: a heading and its controls.
 * A file of its own, not in layout.ts: layout.ts is in the initial bundle, and the pages that
 * use this row come later.
 */
export const SpreadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
`;
