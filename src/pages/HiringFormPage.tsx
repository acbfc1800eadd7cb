import { useTranslation } from 'react-i18next';
import { Container, Lead, PageTitle, Section } from '@/components/layout';
import { PageMeta } from '@/components/PageMeta';
import { HiringForm } from '@/features/hiring/components/HiringForm';

const HEADING_ID = 'hiring-form-heading';

export default function HiringFormPage() {
  const { t } = useTranslation();
  return (
    <Section>
      <Container>
        <PageTitle id={HEADING_ID}>{t('hiring.title')}</PageTitle>
        <Lead>{t('hiring.intro')}</Lead>
        <HiringForm headingId={HEADING_ID} />
        <PageMeta title={t('hiring.meta.title')} description={t('seo.pages.hiringForm')} />
      </Container>
    </Section>
  );
}
