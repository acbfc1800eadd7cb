import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MediaFrame } from './MediaFrame';
import { theme } from '@/theme/theme';

const Root = styled.article`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  background: ${theme.colors.surfaceDark};
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The picture fills the card (MediaFrame) and grows a little while the card is hovered. */
const Media = styled(MediaFrame)`
  & img {
    transition: transform ${theme.motion.reveal} ease-out;
  }
  @media (hover: hover) {
    ${Root}:hover & img {
      transform: scale(1.05);
    }
  }
`;

const Heading = styled.h2`
  position: absolute;
  inset: auto 0 0;
  margin: 0;
  padding: ${theme.space.xl} ${theme.space.md} ${theme.space.md};
  /* Solid enough under every line of the label, whatever the picture (D44: 4.5:1 over it). */
  background: linear-gradient(
    transparent,
    ${theme.colors.overlay} ${theme.space.xl},
    ${theme.colors.brandStrong}
  );
  color: ${theme.colors.textOnDark};
  font-size: ${theme.fontSizes.lg};
`;

/** The whole card is the link's hit area; its name is just the label. */
const StretchedLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

interface OverlayCardProps {
  to: string;
  label: string;
  /** The label's language where it is server text in another language than the page's. */
  lang?: string;
  /** The background picture; decorative (alt ''), since the label names the card. */
  image: ReactNode;
}

/** A picture card with its heading laid over it, linking on (spaces, events, gallery hub). */
export function OverlayCard({ to, label, lang, image }: OverlayCardProps) {
  return (
    <Root>
      <Media $fill>{image}</Media>
      <Heading lang={lang}>
        <StretchedLink to={to}>{label}</StretchedLink>
      </Heading>
    </Root>
  );
}
