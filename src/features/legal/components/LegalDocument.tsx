import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Lead, PageTitle, Section } from '@/components/layout';
import { brand } from '@/config/brand';
import { salesContact } from '@/config/site';
import { selectLanguage } from '@/i18n/languageSlice';
import { useAppSelector } from '@/store/hooks';
import type { LegalDocumentContent } from '@/features/legal/content';
import { LegalSection } from './LegalSection';
import { theme } from '@/theme/theme';

/** Long-form text reads best at a limited line length. */
const Article = styled.article`
  max-width: 80ch;
`;

const Updated = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** Values the policy texts may interpolate; they come from site config (D22), not the copy. */
const textValues = { company: brand.legalName, brand: brand.name, email: salesContact.email };

/** Renders one policy from its structure in content.ts and its text in `legal.<id>`. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const base = `legal.${document.id}`;
  const updated = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(document.lastUpdated),
  );
  return (
    <Section>
      <Container>
        <Article>
          <header id={document.titleAnchor}>
            <PageTitle>{t(`${base}.title`)}</PageTitle>
            <Updated>
              {/* One text node with its space (see the footer's contact lines). */}
              {`${t('legal.lastUpdated')} `}
              <time dateTime={document.lastUpdated}>{updated}</time>
            </Updated>
            <Lead>{t(`${base}.intro`, textValues)}</Lead>
          </header>
          {document.sections.map((section) => (
            <LegalSection
              key={section.id}
              section={section}
              base={`${base}.sections.${section.id}`}
              headingId={`${document.id}-${section.id}`}
              values={textValues}
            />
          ))}
        </Article>
      </Container>
    </Section>
  );
}
