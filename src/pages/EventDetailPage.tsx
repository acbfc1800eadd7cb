import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd';
import { ButtonLink } from '@/components/Button';
import { Container, PageTitle, Section } from '@/components/layout';
import { ContentLanguageNote, useLangOf } from '@/components/ContentLanguage';
import { PageMeta } from '@/components/PageMeta';
import { PhotoSet } from '@/components/PhotoSet';
import { QueryState } from '@/components/QueryState';
import { paths } from '@/config/paths';
import { EventPhotoGrid } from '@/features/events/components/EventPhotoGrid';
import { useSubEvents } from '@/features/events/eventsApi';

/** Spec "Event detail" (/events/{id}): heading and the photos of all its sub-events. */
export default function EventDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // currentData, not data: another event's photos must not linger while these load.
  const { currentData, isFetching, isError, refetch } = useSubEvents(id);
  const photos = currentData?.flatMap((sub) => sub.subeventBackgroundImage) ?? [];
  const first = currentData?.[0];
  const heading = first?.eventsId.eventHeading || t('events.defaultLabel');
  const langOf = useLangOf();
  const loaded = Boolean(currentData?.length);
  return (
    <Section>
      <Container>
        {/* An event of one photo shows it beside its title, not under it (PhotoSet). */}
        <PhotoSet
          as="div"
          count={photos.length}
          heading={
            <header>
              <p>
                <ButtonLink to={paths.events} $variant="secondary">
                  {t('events.detail.back')}
                </ButtonLink>
              </p>
              <PageTitle
                lang={first?.eventsId.eventHeading ? langOf(first.contentLanguage) : undefined}
              >
                {heading}
              </PageTitle>
              <ContentLanguageNote answers={currentData ?? []} />
            </header>
          }
        >
          <QueryState
            isLoading={isFetching && currentData === undefined}
            isError={isError}
            isEmpty={photos.length === 0}
            emptyMessage={t('events.detail.empty')}
            onRetry={() => void refetch()}
          >
            <EventPhotoGrid eventName={heading} photos={photos} />
          </QueryState>
        </PhotoSet>
        <PageMeta
          title={heading}
          description={loaded ? t('seo.detail.event', { heading }) : t('seo.pages.events')}
          image={photos[0]}
        />
        {loaded && (
          <BreadcrumbJsonLd
            section={{ name: t('events.title'), path: paths.events }}
            current={heading}
          />
        )}
      </Container>
    </Section>
  );
}
