import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@/components/Button';
import { PageTitle } from '@/components/layout';
import { prefetchInView } from '@/lib/prefetchMarks';
import { scrollToTop } from '@/lib/scroll';
import { paths } from '@/config/paths';
import { ContentLanguageNote, useLangOf } from '@/components/ContentLanguage';
import { serverLine } from '@/components/ServerLine';
import type { ShownJobDetail } from '@/features/careers/careersApi';
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

/** `lang`: the server text's language where it is not the page's (E6). */
interface BlockProps {
  title: string;
  lang: string | undefined;
}

function TextBlock({ title, text, lang }: BlockProps & { text: string }) {
  if (!text) return null;
  return (
    <Block>
      <h2>{title}</h2>
      <p lang={lang}>{serverLine(text)}</p>
    </Block>
  );
}

function ListBlock({ title, items, lang }: BlockProps & { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Block>
      <h2>{title}</h2>
      <ul lang={lang}>
        {items.map((item, index) => (
          // Server lists may repeat a line, so the position keeps keys unique.
          <li key={`${index}-${item}`}>{serverLine(item)}</li>
        ))}
      </ul>
    </Block>
  );
}

interface JobDetailViewProps {
  detail: ShownJobDetail;
  /** Called as the visitor follows 'Apply Now!' to the hiring form. */
  onApply: () => void;
}

/** Spec section 2, job opening detail: server text shown as text (D12). */
export function JobDetailView({ detail, onApply }: JobDetailViewProps) {
  const { t } = useTranslation();
  const lang = useLangOf()(detail.contentLanguage);
  const facts = [
    { label: t('careers.detail.location'), value: detail.location },
    { label: t('careers.detail.type'), value: detail.jobType },
    { label: t('careers.detail.salary'), value: detail.salary },
  ].filter((fact) => fact.value);
  return (
    <article>
      <PageTitle>
        <TitleLabel>{t('careers.detail.jobTitle')}</TitleLabel>{' '}
        <span lang={lang}>{serverLine(detail.jobOpeningId.jobOpeningHeading)}</span>
      </PageTitle>
      <ContentLanguageNote answers={[detail]} />
      <Facts>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd lang={lang}>{fact.value}</dd>
          </div>
        ))}
      </Facts>
      <TextBlock title={t('careers.detail.aboutUs')} text={detail.aboutUs} lang={lang} />
      <TextBlock
        title={t('careers.detail.jobDescription')}
        text={detail.jobDescription}
        lang={lang}
      />
      <ListBlock
        title={t('careers.detail.keyResponsibilities')}
        items={detail.keyResponsibilities}
        lang={lang}
      />
      <ListBlock title={t('careers.detail.requirements')} items={detail.requirements} lang={lang} />
      <ListBlock
        title={t('careers.detail.preferredSkills')}
        items={detail.preferredSkills}
        lang={lang}
      />
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
