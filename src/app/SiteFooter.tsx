import { Footer } from '@/features/chrome/components/Footer';
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm';
import { usePrefetchOnIntent } from './prefetch/usePrefetchOnIntent';

/**
 * The footer with its newsletter box; a chunk of its own, as it sits below the fold. It also
 * brings prefetch on intent (issue 25): every page loads this chunk with the app and the first
 * paint needs neither, so the initial bundle (its budget) does not carry the listeners.
 */
export default function SiteFooter() {
  usePrefetchOnIntent();
  return <Footer newsletter={<NewsletterForm />} />;
}
