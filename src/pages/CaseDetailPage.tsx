import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd';
import { Container, Section } from '@/components/layout';
import { ContentLanguageNote, useLangOf } from '@/components/ContentLanguage';
import { PageMeta } from '@/components/PageMeta';
import { QueryState } from '@/components/QueryState';
import { paths } from '@/config/paths';
import { ParkingServiceHero } from '@/features/parking/components/ParkingServiceHero';
import { findAirportService } from '@/features/parking/resolveService';
import { SubParkingList } from '@/features/parking/components/SubParkingList';
import { useParkingServices, useSubParkingServices } from '@/features/parking/parkingApi';

/**
 * Spec "Sub-parking service page" (/case/{id}) and /airport (D4), which has no id and shows
 * the service whose heading mentions "airport" in the services list.
 */
export default function CaseDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const services = useParkingServices();
  const mainId = id ?? findAirportService(services.data ?? [])?._id;
  const subServices = useSubParkingServices(mainId);

  // Heading and image come with every sub-service; the services list fills in while they load.
  // currentData, not data: another service's sites must not linger while these load.
  const sites = subServices.currentData;
  const parent = sites?.[0]?.parkingServiceId;
  const listed = services.data?.find((service) => service._id === mainId);
  const known = parent?.parkingHeading || listed?.parkingHeading;
  const heading = known || t('parking.detail.fallbackTitle');
  const langOf = useLangOf();
  // The answer the heading's text came in.
  const headingAnswer = parent?.parkingHeading
    ? sites?.[0]
    : listed?.parkingHeading
      ? listed
      : undefined;
  const image = parent?.parkingBackgroundImage || listed?.parkingBackgroundImage || '';
  // Without an id in the URL, the page cannot know what to show until the list is in.
  const listDecides = id === undefined;
  // /airport is a fixed, prerendered route with its own description; /case/{id} describes
  // its service once the service's name is known.
  const description = listDecides
    ? t('seo.pages.airport')
    : known
      ? t('seo.detail.case', { heading: known })
      : t('seo.pages.caseList');

  return (
    <>
      <ParkingServiceHero
        heading={heading}
        lang={langOf(headingAnswer?.contentLanguage)}
        image={image}
      />
      <Section>
        <Container>
          <QueryState
            isLoading={(subServices.isFetching && !sites) || (listDecides && services.isLoading)}
            isError={subServices.isError || (listDecides && services.isError)}
            isEmpty={!sites?.length}
            emptyMessage={t('parking.detail.empty')}
            onRetry={() => {
              if (services.isError) void services.refetch();
              if (subServices.isError) void subServices.refetch();
            }}
          >
            <ContentLanguageNote answers={[headingAnswer, ...(sites ?? [])]} />
            <SubParkingList services={sites ?? []} />
          </QueryState>
        </Container>
      </Section>
      <PageMeta title={heading} description={description} image={image} />
      {!listDecides && known && (
        <BreadcrumbJsonLd
          section={{ name: t('parking.list.title'), path: paths.caseList }}
          current={known}
        />
      )}
    </>
  );
}
