import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { useAppRunning } from '@/hooks/useAppRunning';
import { media } from '@/theme/media';
import { images } from '@/generated/images';
import { heroImages, HERO_IMAGE_COUNT } from '@/features/home/content';
import { theme } from '@/theme/theme';

type SlideState = 'active' | 'upcoming' | 'idle';

const Layer = styled.div`
  position: absolute;
  inset: 0;
  z-index: 0;
  &::after {
    /* Keeps the headline readable over every picture. */
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    background: linear-gradient(
      100deg,
      ${theme.colors.overlay} 0%,
      ${theme.colors.scrim} 55%,
      ${theme.colors.scrimFaint} 100%
    );
    /* On phones and tablets the copy spans the width: the veil is even under all of it. */
    ${media.upToMobile} {
      background: ${theme.colors.overlay};
    }
  }
`;

/** The slide's state is an attribute on one class: a step changes no class (D46). */
const Slide = styled(MediaFrame)`
  transition: opacity ${theme.motion.reveal} ease-in-out;
  /* Only the current image and the next one are laid out: a lazy image that is not
     displayed is not fetched, so the first picture (the LCP) has the bandwidth to itself
     and each later one arrives one step ahead of its turn. */
  &[data-slide='idle'] {
    display: none;
  }
  &[data-slide='upcoming'] {
    opacity: 0;
  }
`;
/**
 * The hero fills the screen's height below the navbar, so its picture is drawn to cover a box
 * whose width alone says little about the file it needs. Up to 3:4 screens (phones, portrait
 * tablets) the picture's 3:4 crop fills the height, drawn 3/4 of it wide; up to 16:9 the wide
 * picture fills the height, drawn 16/9 of it wide; wider screens by their width. Before, a
 * phone at 390 x 772 px chose by its 390 px and drew a 480 px file at 2.9 times its size (D44).
 */
const PORTRAIT = { media: '(max-aspect-ratio: 3/4)', sizes: 'calc(100vh * 3 / 4)' } as const;
const SIZES = '(max-aspect-ratio: 16/9) calc(100vh * 16 / 9), 100vw';

/** The six rotating hero pictures; only the current one is exposed to assistive tech. */
export function HeroBackdrop({ index }: { index: number }) {
  const { t } = useTranslation();
  // The next picture is fetched ahead of its turn, but only once the app runs (nothing turns
  // the slides before): in the HTML it would compete with the first one, the page's LCP.
  const upcoming = useAppRunning() ? (index + 1) % HERO_IMAGE_COUNT : -1;
  return (
    <Layer>
      {heroImages.map((slide, i) => {
        const state: SlideState = i === index ? 'active' : i === upcoming ? 'upcoming' : 'idle';
        return (
          <Slide key={slide.key} $fill data-slide={state} aria-hidden={state !== 'active'}>
            <ResponsiveImage
              image={images[slide.image]}
              alt={t(`home.hero.images.${slide.key}`)}
              sizes={SIZES}
              portrait={PORTRAIT}
              priority={i === 0 ? 'main' : 'later'}
            />
          </Slide>
        );
      })}
    </Layer>
  );
}
