import styled from 'styled-components';
import { IconButton } from '@/components/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/arrows';
import { theme } from '@/theme/theme';

const Group = styled.div`
  display: flex;
  gap: ${theme.space.sm};
`;

interface StepButtonsProps {
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
}

/** The back / forward arrow pair of the home page's carousels. */
export function StepButtons({ previousLabel, nextLabel, onPrevious, onNext }: StepButtonsProps) {
  return (
    <Group>
      <IconButton type="button" aria-label={previousLabel} onClick={onPrevious}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton type="button" aria-label={nextLabel} onClick={onNext}>
        <ChevronRightIcon />
      </IconButton>
    </Group>
  );
}
