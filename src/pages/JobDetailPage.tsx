import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd';
import { Container, PageTitle, Section } from '@/components/layout';
import { PageMeta } from '@/components/PageMeta';
import { QueryState } from '@/components/QueryState';
import { paths } from '@/config/paths';
import { useJobDetail } from '@/features/careers/careersApi';
import { JobDetailView } from '@/features/careers/components/JobDetailView';
import { positionChosen } from '@/features/hiring/hiringSlice';
import { useAppDispatch } from '@/store/hooks';

export default function JobDetailPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { id = '' } = useParams();
  const { data, isLoading, isError, refetch } = useJobDetail(id);
  const heading = data?.jobOpeningId.jobOpeningHeading;
  return (
    <Section>
      <Container>
        {!data && <PageTitle>{t('careers.detail.metaTitle')}</PageTitle>}
        <QueryState
          isLoading={isLoading}
          isError={isError}
          isEmpty={!data}
          emptyMessage={t('careers.detail.notFound')}
          onRetry={() => void refetch()}
        >
          {data && (
            <JobDetailView
              detail={data}
              onApply={() => dispatch(positionChosen(data.jobOpeningId.jobOpeningHeading))}
            />
          )}
        </QueryState>
        <PageMeta
          title={heading || t('careers.detail.metaTitle')}
          description={heading ? t('seo.detail.job', { heading }) : t('seo.pages.career')}
        />
        {heading && (
          <BreadcrumbJsonLd
            section={{ name: t('careers.meta.title'), path: paths.career }}
            current={heading}
          />
        )}
      </Container>
    </Section>
  );
}
