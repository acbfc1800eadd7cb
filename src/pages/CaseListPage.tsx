import { useTranslation } from 'react-i18next';
import { Container, Lead, PageTitle, Section } from '@/components/layout';
import { ContentLanguageNote } from '@/components/ContentLanguage';
import { PageMeta } from '@/components/PageMeta';
import { QueryState } from '@/components/QueryState';
import { ParkingServiceGrid } from '@/features/parking/components/ParkingServiceGrid';
import { useParkingServices } from '@/features/parking/parkingApi';

/** Spec "Spaces we serve" (/case). */
export default function CaseListPage() {
  const { t } = useTranslation();
  const { data = [], isLoading, isError, refetch } = useParkingServices();
  return (
    <Section>
      <Container>
        <PageTitle>{t('parking.list.title')}</PageTitle>
        <Lead>{t('parking.list.intro')}</Lead>
        <QueryState
          isLoading={isLoading}
          isError={isError}
          isEmpty={data.length === 0}
          emptyMessage={t('parking.list.empty')}
          onRetry={() => void refetch()}
        >
          <ContentLanguageNote answers={data} />
          <ParkingServiceGrid services={data} />
        </QueryState>
        <PageMeta title={t('parking.list.title')} description={t('seo.pages.caseList')} />
      </Container>
    </Section>
  );
}
