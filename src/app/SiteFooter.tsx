import { useEffect } from 'react';
import { dropExpiredDrafts } from '@/api/leadDrafts';
import { Footer } from '@/features/chrome/components/Footer';
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm';
import { usePrefetchOnIntent } from './prefetch/usePrefetchOnIntent';

/**
 * The footer with its newsletter box; a chunk of its own, as it sits below the fold. It also
 * brings prefetch on intent (issue 25) and the sweep of expired lead drafts (D42: whatever page
 * a tab comes back to, a draft whose 30 minutes are up goes): every page loads this chunk with
 * the app and the first paint needs neither, so the initial bundle (its budget) carries neither.
 */
export default function SiteFooter() {
  usePrefetchOnIntent();
  useEffect(() => {
    dropExpiredDrafts();
  }, []);
  return <Footer newsletter={<NewsletterForm />} />;
}
