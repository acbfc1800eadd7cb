import { useClientSnapshot } from '@/hooks/useClientSnapshot';
import { theme } from '@/theme/theme';

/** Spec section 9: three cards per view; fewer where three would not fit. */
export const CARDS_PER_VIEW = 3;

/** Checked in order; the first matching query decides. */
export const NARROWER_VIEWS = [
  { query: `(max-width: ${theme.breakpoints.mobile}px)`, perView: 1 },
  { query: `(max-width: ${theme.breakpoints.desktop - 1}px)`, perView: 2 },
] as const;

function subscribe(onChange: () => void): () => void {
  const lists = NARROWER_VIEWS.map(({ query }) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

const serverCardsPerView = () => CARDS_PER_VIEW;

function cardsPerView(): number {
  const match = NARROWER_VIEWS.find(({ query }) => window.matchMedia(query).matches);
  return match?.perView ?? CARDS_PER_VIEW;
}

/**
 * How many cards the row shows at the current viewport width. The row's wrap point depends on
 * it, so it is read in script too; the row's CSS makes its media queries from NARROWER_VIEWS,
 * so that the prerendered HTML (which cannot know the screen) is already laid out right.
 */
export function useCardsPerView(): number {
  return useClientSnapshot(subscribe, cardsPerView, serverCardsPerView);
}
