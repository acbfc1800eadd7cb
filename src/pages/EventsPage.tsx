import { useTranslation } from 'react-i18next';
import { Container, Lead, PageTitle, Section } from '@/components/layout';
import { ContentLanguageNote } from '@/components/ContentLanguage';
import { PageMeta } from '@/components/PageMeta';
import { QueryState } from '@/components/QueryState';
import { EventGrid } from '@/features/events/components/EventGrid';
import { useEvents } from '@/features/events/eventsApi';

/** Spec "Events" (/events). */
export default function EventsPage() {
  const { t } = useTranslation();
  const { data = [], isLoading, isError, refetch } = useEvents();
  return (
    <Section>
      <Container>
        <PageTitle>{t('events.title')}</PageTitle>
        <Lead>{t('events.intro')}</Lead>
        <QueryState
          isLoading={isLoading}
          isError={isError}
          isEmpty={data.length === 0}
          emptyMessage={t('events.empty')}
          onRetry={() => void refetch()}
        >
          <ContentLanguageNote answers={data} />
          <EventGrid events={data} />
        </QueryState>
        <PageMeta title={t('events.title')} description={t('seo.pages.events')} />
      </Container>
    </Section>
  );
}
