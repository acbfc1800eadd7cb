import { useEffect } from 'react';
import { useAppRunning } from '@/hooks/useAppRunning';
import { dropExpiredDrafts } from '@/api/leadDrafts';
import { FloatingButtons } from '@/features/chrome/components/FloatingButtons';
import { Footer } from '@/features/chrome/components/Footer';
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm';
import { usePrefetchOnIntent } from './prefetch/usePrefetchOnIntent';

/**
 * The footer with its newsletter box, and the floating buttons (none before 300 px of scroll);
 * a chunk of its own, as neither is on the first screen. It also
 * brings prefetch on intent (issue 25) and the sweep of expired lead drafts (D42: whatever page
 * a tab comes back to, a draft whose 30 minutes are up goes): every page loads this chunk with
 * the app and the first paint needs neither, so the initial bundle (its budget) carries neither.
 */
export default function SiteFooter() {
  usePrefetchOnIntent();
  // The floating buttons join once this chunk has hydrated: a page that opens scrolled (an
  // anchor) would otherwise render them while hydrating, where the static HTML has none.
  const hydrated = useAppRunning();
  useEffect(() => {
    dropExpiredDrafts();
  }, []);
  return (
    <>
      <Footer newsletter={<NewsletterForm />} />
      {hydrated && <FloatingButtons />}
    </>
  );
}
