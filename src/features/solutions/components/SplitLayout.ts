import styled from 'styled-components';
import { media } from '@/theme/media';
import { theme } from '@/theme/theme';

/** Picture beside text on wide screens, stacked at 768 px and below. */
export const SplitLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: ${theme.space.xl};
  align-items: center;
  ${media.upToMobile} {
    grid-template-columns: 1fr;
    gap: ${theme.space.lg};
  }
`;
