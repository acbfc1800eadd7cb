import styled from 'styled-components';
import { theme } from '@/theme/theme';

/**
 * A round icon-only button; its accessible name comes from aria-label. A brand disc in a white
 * ring (D44): the disc stands out on light pages, the ring on dark bands and pictures.
 */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  border-radius: ${theme.radii.pill};
  border: 2px solid ${theme.colors.surface};
  background: ${theme.colors.brand};
  color: ${theme.colors.textOnDark};
  cursor: pointer;
  @media (hover: hover) {
    &:hover {
      background: ${theme.colors.accentText};
    }
  }
`;
