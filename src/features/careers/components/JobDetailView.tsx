import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@/components/Button';
import { PageTitle } from '@/components/layout';
import { prefetchInView } from '@/lib/prefetchMarks';
import { scrollToTop } from '@/lib/scroll';
import { paths } from '@/config/paths';
import type { JobDetail } from '@/features/careers/careersApi';
import { theme } from '@/theme/theme';

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.xl};
  div {
    padding: ${theme.space.sm} ${theme.space.md};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surfaceAlt};
  }
  dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Block = styled.section`
  margin-bottom: ${theme.space.xl};
  max-width: 75ch;
  h2 {
    font-size: ${theme.fontSizes.lg};
  }
  p {
    white-space: pre-line;
  }
  li + li {
    margin-top: ${theme.space.xs};
  }
`;

const TitleLabel = styled.span`
  display: block;
  font-size: ${theme.fontSizes.md};
  font-weight: 600;
  color: ${theme.colors.accentText};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.lg};
`;

function TextBlock({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <Block>
      <h2>{title}</h2>
      <p>{text}</p>
    </Block>
  );
}

function ListBlock({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Block>
      <h2>{title}</h2>
      <ul>
        {items.map((item, index) => (
          // Server lists may repeat a line, so the position keeps keys unique.
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </Block>
  );
}

interface JobDetailViewProps {
  detail: JobDetail;
  /** Called as the visitor follows 'Apply Now!' to the hiring form. */
  onApply: () => void;
}

/** Spec section 2, job opening detail: server text shown as text (D12). */
export function JobDetailView({ detail, onApply }: JobDetailViewProps) {
  const { t } = useTranslation();
  const facts = [
    { label: t('careers.detail.location'), value: detail.location },
    { label: t('careers.detail.type'), value: detail.jobType },
    { label: t('careers.detail.salary'), value: detail.salary },
  ].filter((fact) => fact.value);
  return (
    <article>
      <PageTitle>
        <TitleLabel>{t('careers.detail.jobTitle')}</TitleLabel>{' '}
        {detail.jobOpeningId.jobOpeningHeading}
      </PageTitle>
      <Facts>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Facts>
      <TextBlock title={t('careers.detail.aboutUs')} text={detail.aboutUs} />
      <TextBlock title={t('careers.detail.jobDescription')} text={detail.jobDescription} />
      <ListBlock
        title={t('careers.detail.keyResponsibilities')}
        items={detail.keyResponsibilities}
      />
      <ListBlock title={t('careers.detail.requirements')} items={detail.requirements} />
      <ListBlock title={t('careers.detail.preferredSkills')} items={detail.preferredSkills} />
      <Actions>
        <ButtonLink
          to={paths.hiringForm}
          {...prefetchInView}
          onClick={() => {
            onApply();
            scrollToTop();
          }}
        >
          {t('careers.detail.apply')}
        </ButtonLink>
        <Link to={paths.career}>{t('careers.detail.allOpenings')}</Link>
      </Actions>
    </article>
  );
}
