import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/PageMeta';
import { LegalDocument } from '@/features/legal/components/LegalDocument';
import { privacyPolicy } from '@/features/legal/content';

/** Spec section 2 "Legal pages": Privacy Policy. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <>
      <LegalDocument document={privacyPolicy} />
      <PageMeta title={t('legal.privacy.title')} description={t('seo.pages.privacy')} />
    </>
  );
}
