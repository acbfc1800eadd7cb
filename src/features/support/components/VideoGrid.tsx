import styled from 'styled-components';
import { media } from '@/theme/media';
import type { ShownSupportVideo } from '@/features/support/supportApi';
import { VideoCard } from './VideoCard';
import { theme } from '@/theme/theme';

/** Spec section 9: three columns at medium screens (768 px) and up, one below. */
const Columns = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.breakpoints.mobile}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.upToSmall} {
    gap: ${theme.space.md};
  }
`;

interface VideoGridProps {
  videos: readonly ShownSupportVideo[];
  onWatch: (id: string) => void;
}

export function VideoGrid({ videos, onWatch }: VideoGridProps) {
  return (
    <Columns>
      {videos.map((video) => (
        <li key={video._id}>
          <VideoCard video={video} onWatch={onWatch} />
        </li>
      ))}
    </Columns>
  );
}
