import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LegalSectionContent } from '@/features/legal/content';
import { LegalContact } from './LegalContact';
import { theme } from '@/theme/theme';

const Wrapper = styled.section`
  margin-top: ${theme.space.xl};
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
  ul {
    margin: 0 0 ${theme.space.md};
    padding-left: ${theme.space.lg};
  }
  li + li {
    margin-top: ${theme.space.xs};
  }
`;

interface LegalSectionProps {
  section: LegalSectionContent;
  /** Translation key of this section. */
  base: string;
  headingId: string;
  values: Record<string, string>;
}

/** One headed section of a policy: paragraphs, an optional bullet list, more paragraphs. */
export function LegalSection({ section, base, headingId, values }: LegalSectionProps) {
  const { t } = useTranslation();
  const paragraphs = (keys: readonly string[] = []) =>
    keys.map((key) => <p key={key}>{t(`${base}.text.${key}`, values)}</p>);
  return (
    <Wrapper id={section.anchor} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${base}.heading`)}</h2>
      {paragraphs(section.before)}
      {section.items && (
        <ul>
          {section.items.map((key) => (
            <li key={key}>{t(`${base}.items.${key}`, values)}</li>
          ))}
        </ul>
      )}
      {paragraphs(section.after)}
      {section.contact && <LegalContact />}
    </Wrapper>
  );
}
