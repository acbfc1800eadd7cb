import styled from 'styled-components';
import { CheckIcon } from '@/components/icons/marks';
import type { FaqItem } from '@/features/faq/faqApi';
import { theme } from '@/theme/theme';

const Answer = styled.p`
  white-space: pre-line;
`;

const Points = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${theme.space.sm};
    align-items: flex-start;
  }
  svg {
    flex: none;
    color: ${theme.colors.success};
  }
`;

/** An open FAQ item: the answer, then its key points (if any), each with a check mark. */
export function FaqAnswer({ item }: { item: FaqItem }) {
  return (
    <>
      <Answer>{item.faqAnswer}</Answer>
      {item.keyPoints.length > 0 && (
        <Points>
          {item.keyPoints.map((point, index) => (
            <li key={`${point}-${index}`}>
              <CheckIcon />
              <span>{point}</span>
            </li>
          ))}
        </Points>
      )}
    </>
  );
}
