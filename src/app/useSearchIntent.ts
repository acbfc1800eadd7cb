import { useEffect } from 'react';
import { SEARCH_SHORTCUTS } from '@/features/chrome/components/SearchButton';
import { selectLanguage } from '@/i18n/languageSlice';
import { watchIntent } from '@/lib/watchIntent';
import { useAppSelector } from '@/store/hooks';

const BUTTON = `button[aria-keyshortcuts="${SEARCH_SHORTCUTS}"]`;

/**
 * Prefetch on intent for the site search (E1): a mouse resting on the navbar's Search button,
 * its focus or a touch fetches the dialog's chunk and the page's language's index, so that the
 * first key typed after the click finds the index loaded. Watched on the document, as links
 * are (usePrefetchOnIntent), so the button in the initial script stays as it is.
 */
export function useSearchIntent(): void {
  const language = useAppSelector(selectLanguage);
  useEffect(
    () =>
      watchIntent(BUTTON, {
        intent: () => {
          // The dialog's chunk (src/app/SiteSearch.tsx): the engine, the dialog and MiniSearch.
          import(/* webpackChunkName: "search" */ '@/features/search/searchEngine')
            .then(({ loadIndex }) => loadIndex(language))
            // A failure shows on the first search, which tries again.
            .catch(() => undefined);
        },
      }),
    [language],
  );
}
