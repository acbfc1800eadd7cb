import { useEffect } from 'react';
import { useAppRunning } from '@/hooks/useAppRunning';
import { dropExpiredDrafts } from '@/api/leadDrafts';
import { FloatingButtons } from '@/features/chrome/components/FloatingButtons';
import { Footer } from '@/features/chrome/components/Footer';
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { afterLoad } from '@/lib/idle';
import { warmFonts } from '@/lib/warmFonts';
import { usePrefetchOnIntent } from './prefetch/usePrefetchOnIntent';
import { SiteSearch } from './SiteSearch';

/**
 * The footer with its newsletter box, and the floating buttons (none before 300 px of scroll);
 * a chunk of its own, as neither is on the first screen. It also
 * brings prefetch on intent (issue 25), the sweep of expired lead drafts (D42: whatever page
 * a tab comes back to, a draft whose 30 minutes are up goes), the loading of the language
 * picker's fonts and the site search's keys and dialog: every page loads this chunk with the app and the first paint needs none of
 * them, so the initial bundle (its budget) carries none of them.
 */
export default function SiteFooter() {
  usePrefetchOnIntent();
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
