import { Fragment } from 'react';
import styled from 'styled-components';
import type { Segment } from '@/features/search/passage';
import { theme } from '@/theme/theme';

const Mark = styled.mark`
  padding: 0 1px;
  border-radius: 2px;
  background: ${theme.colors.highlight};
  color: inherit;
  font-weight: 700;
`;

/**
 * A title or passage with the found words marked: React elements made from the index's plain
 * text, so nothing from the index is ever read as HTML.
 */
export function Marked({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.mark ? (
      <Mark key={index}>{segment.text}</Mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}
