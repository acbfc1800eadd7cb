import { useTranslation } from 'react-i18next';
import { CountedGrid } from '@/components/CountedGrid';
import { Container, Section } from '@/components/layout';
import { SectionHeading } from '@/components/pageBlocks';
import { ContentLanguageNote } from '@/components/ContentLanguage';
import { QueryState } from '@/components/QueryState';
import type { ShownJobOpening } from '@/features/careers/careersApi';
import { JOB_OPENINGS_SECTION_ID } from '@/features/careers/content';
import { JobOpeningCard } from './JobOpeningCard';

interface JobOpeningsSectionProps {
  openings: readonly ShownJobOpening[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

export function JobOpeningsSection({
  openings,
  isLoading,
  isError,
  onRetry,
}: JobOpeningsSectionProps) {
  const { t } = useTranslation();
  const headingId = `${JOB_OPENINGS_SECTION_ID}-heading`;
  return (
    <Section id={JOB_OPENINGS_SECTION_ID} aria-labelledby={headingId}>
      <Container>
        <SectionHeading id={headingId}>{t('careers.openings.heading')}</SectionHeading>
        <QueryState
          isLoading={isLoading}
          isError={isError}
          isEmpty={openings.length === 0}
          emptyMessage={t('careers.openings.empty')}
          onRetry={onRetry}
        >
          <ContentLanguageNote answers={openings} />
          <CountedGrid as="ul" $count={openings.length}>
            {openings.map((opening, index) => (
              <li key={opening._id}>
                <JobOpeningCard opening={opening} index={index} />
              </li>
            ))}
          </CountedGrid>
        </QueryState>
      </Container>
    </Section>
  );
}
