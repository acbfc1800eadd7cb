import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/PageMeta';
import { LegalDocument } from '@/features/legal/components/LegalDocument';
import { refundPolicy } from '@/features/legal/content';

/** Spec section 2 "Legal pages": Refund & Return Policy (with the #top and #cancellation-policy anchors). */
export default function RefundPolicyPage() {
  const { t } = useTranslation();
  return (
    <>
      <LegalDocument document={refundPolicy} />
      <PageMeta title={t('legal.refund.title')} description={t('seo.pages.refund')} />
    </>
  );
}
