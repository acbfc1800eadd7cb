import { Footer } from '@/features/chrome/components/Footer';
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm';

/** The footer with its newsletter box; a chunk of its own, as it sits below the fold. */
export default function SiteFooter() {
  return <Footer newsletter={<NewsletterForm />} />;
}
