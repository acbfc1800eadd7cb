import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/PageMeta';
import { LegalDocument } from '@/features/legal/components/LegalDocument';
import { termsAndConditions } from '@/features/legal/content';

/** Spec section 2 "Legal pages": Terms & Conditions. */
export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <>
      <LegalDocument document={termsAndConditions} />
      <PageMeta title={t('legal.terms.title')} description={t('seo.pages.terms')} />
    </>
  );
}
