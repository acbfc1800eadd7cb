import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/PageMeta';
import { useJobOpenings } from '@/features/careers/careersApi';
import { CareerIntro } from '@/features/careers/components/CareerIntro';
import { JobOpeningsSection } from '@/features/careers/components/JobOpeningsSection';

export default function CareerPage() {
  const { t } = useTranslation();
  const { data = [], isLoading, isError, refetch } = useJobOpenings();
  return (
    <>
      <CareerIntro />
      <JobOpeningsSection
        openings={data}
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
      />
      <PageMeta title={t('careers.meta.title')} description={t('seo.pages.career')} />
    </>
  );
}
