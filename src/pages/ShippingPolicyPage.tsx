import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/PageMeta';
import { LegalDocument } from '@/features/legal/components/LegalDocument';
import { shippingPolicy } from '@/features/legal/content';

/** Spec section 2 "Legal pages": Shipping Policy. */
export default function ShippingPolicyPage() {
  const { t } = useTranslation();
  return (
    <>
      <LegalDocument document={shippingPolicy} />
      <PageMeta title={t('legal.shipping.title')} description={t('seo.pages.shipping')} />
    </>
  );
}
