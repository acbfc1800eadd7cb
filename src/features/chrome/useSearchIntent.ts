import { useEffect } from 'react';
import { SEARCH_SHORTCUTS } from '@/features/chrome/components/SearchButton';
import { selectLanguage } from '@/i18n/languageSlice';
import { prefetchAllowed } from '@/lib/connection';
import { useAppSelector } from '@/store/hooks';

/** How long the mouse rests on the button before that counts as intent, as on a link. */
const HOVER_INTENT_MS = 100;

const BUTTON = `button[aria-keyshortcuts="${SEARCH_SHORTCUTS}"]`;

/**
 * Prefetch on intent for the site search (E1): a mouse resting on the navbar's Search button,
 * its focus or a touch fetches the dialog's chunk and the page's language's index, so that the
 * first key typed after the click finds the index loaded. Listeners on the document, as for
 * links (usePrefetchOnIntent), so the button in the initial script stays as it is; never with
 * Save-Data or on 2G.
 */
export function useSearchIntent(): void {
  const language = useAppSelector(selectLanguage);
  useEffect(() => {
    let timer: number | undefined;
    const prefetch = () => {
      // The dialog's chunk (src/app/SiteSearch.tsx): the engine, the dialog and MiniSearch.
      import(/* webpackChunkName: "search" */ '@/features/search/searchEngine')
        .then(({ loadIndex }) => loadIndex(language))
        // A failure shows on the first search, which tries again.
        .catch(() => undefined);
    };
    const onIntent = (event: Event) => {
      clearTimeout(timer);
      const onButton = event.target instanceof Element && event.target.closest(BUTTON);
      if (!onButton || event.type === 'pointerout' || !prefetchAllowed('intent')) return;
      if (event.type !== 'pointerover') prefetch();
      else if ((event as PointerEvent).pointerType === 'mouse') {
        timer = window.setTimeout(prefetch, HOVER_INTENT_MS);
      }
    };
    const types = ['pointerover', 'pointerout', 'focusin', 'touchstart'];
    for (const type of types) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of types) document.removeEventListener(type, onIntent);
    };
  }, [language]);
}
