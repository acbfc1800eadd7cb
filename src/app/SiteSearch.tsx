import { lazy, Suspense, useCallback } from 'react';
import { menusClosed, selectSearchOpen } from '@/features/chrome/chromeSlice';
import { useSearchIntent } from './useSearchIntent';
import { useSearchShortcut } from '@/features/chrome/useSearchShortcut';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

// One chunk with the search page and the search library (src/app/routes/infoRoutes.tsx): nothing
// of search loads before the visitor opens it, and the initial script names one chunk, not
// three (docs/performance.md, "Bundle budget").
const SearchDialog = lazy(
  () => import(/* webpackChunkName: "search" */ '@/features/search/components/SearchDialog'),
);

/**
 * The site search's dialog while the chrome's state has it open (the navbar's button, `/`,
 * Ctrl-K), its code and index fetched on the intent to open it (useSearchIntent); closing it,
 * like any navigation, closes the menus' way (`menusClosed`). Rendered by the footer's chunk
 * (SiteFooter), which every page loads with the app: neither the keys nor the dialog's place
 * cost the initial bundle.
 */
export function SiteSearch() {
  useSearchShortcut();
  useSearchIntent();
  const open = useAppSelector(selectSearchOpen);
  const dispatch = useAppDispatch();
  const close = useCallback(() => dispatch(menusClosed()), [dispatch]);
  if (!open) return null;
  return (
    <Suspense>
      <SearchDialog onClose={close} />
    </Suspense>
  );
}
