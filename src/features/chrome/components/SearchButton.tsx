import { useTranslation } from 'react-i18next';
import { OutlinedIconButton } from '@/components/Button';
import { SearchIcon } from '@/components/icons/header';
import { searchOpened } from '@/features/chrome/chromeSlice';
import { useAppDispatch } from '@/store/hooks';

/** The keys that open the dialog (useSearchShortcut), which also find the button (useSearchIntent). */
export const SEARCH_SHORTCUTS = '/ Control+K';

/**
 * The navbar's search control, at every width (docs/behaviour.md, "Search"): it opens the
 * search dialog. It only dispatches: the `/` and Ctrl-K keys, the dialog, its code and the index
 * come with the footer's chunk or later (src/app/SiteSearch.tsx), so every page's first
 * script carries the button alone (docs/performance.md, "Bundle budget").
 */
export function SearchButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <OutlinedIconButton
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts={SEARCH_SHORTCUTS}
      aria-label={t('chrome.nav.search')}
      onClick={() => dispatch(searchOpened())}
    >
      <SearchIcon />
    </OutlinedIconButton>
  );
}
