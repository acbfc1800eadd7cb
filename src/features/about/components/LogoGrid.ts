import styled from 'styled-components';
import { MediaFrame } from '@/components/MediaFrame';
import { media } from '@/theme/media';
import { theme } from '@/theme/theme';

/** Four logos or badges in a row (two per row on mobile), each on a LogoTile. */
export const LogoGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.upToMobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A white tile of the grid with its logo centred, shrunk to fit and never enlarged. */
export const LogoTile = styled(MediaFrame).attrs({ $fit: 'contain', $maxHeight: '110px' })`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  min-height: 140px;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;
