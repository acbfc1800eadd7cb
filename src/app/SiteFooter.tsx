import { useEffect } from 'react';
import { useAppRunning } from '@/hooks/useAppRunning';
import { dropExpiredDrafts } from '@/api/leadDrafts';
import { FloatingButtons } from '@/features/chrome/components/FloatingButtons';
import { Footer } from '@/features/chrome/components/Footer';
import { useFloatingButtonsVisibility } from '@/features/chrome/useFloatingButtonsVisibility';
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { afterLoad } from '@/lib/idle';
import { warmFonts } from '@/lib/warmFonts';
import { usePrefetchOnIntent } from './prefetch/usePrefetchOnIntent';
import { SiteSearch } from './SiteSearch';
import { useCloseMenusOnNavigate } from './useCloseMenusOnNavigate';
import { useScrollOnNavigate } from './useScrollOnNavigate';

/**
 * The footer with its newsletter box, and the floating buttons (none before 300 px of scroll)
 * with the watch of the scroll that shows them; a chunk of its own, as neither is on the first
 * screen. It also brings prefetch on intent (issue 25), the sweep of expired lead drafts (D42:
 * whatever page a tab comes back to, a draft whose 30 minutes are up goes), the loading of the
 * language picker's fonts, the site search's keys and dialog, the closing of the menus on back
 * and forward, and the scroll to the top or to a #hash on each route change: every page loads
 * this chunk with the app (before its first render) and the first paint needs none of them, so
 * the initial bundle (its budget) carries none of them.
 */
export default function SiteFooter() {
  usePrefetchOnIntent();
  // Here rather than in Layout: only the floating buttons read it, and the watch reads the
  // scroll as it starts, so a page opened scrolled shows them all the same.
  useFloatingButtonsVisibility();
  // Back and forward close the menus and the search dialog: nothing of the first paint.
  useCloseMenusOnNavigate();
  // Route changes scroll to the top or to their #hash (spec section 2). The first render leaves
  // the page where the browser put it, so this needs nothing before the chunk is in.
  useScrollOnNavigate();
  // The floating buttons join once this chunk has hydrated: a page that opens scrolled (an
  // anchor) would otherwise render them while hydrating, where the static HTML has none.
  const hydrated = useAppRunning();
  useEffect(() => {
    dropExpiredDrafts();
    // The picker's names, each in its own script (हिन्दी, 中文), load their fonts in idle
    // moments after the page's load rather than in the tap that first opens the picker.
    afterLoad(() =>
      warmFonts(SUPPORTED_LANGUAGES.map((lang) => ({ lang, text: LANGUAGE_NAMES[lang] }))),
    );
  }, []);
  return (
    <>
      <Footer newsletter={<NewsletterForm />} />
      {hydrated && <FloatingButtons />}
      <SiteSearch />
    </>
  );
}
