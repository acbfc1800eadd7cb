import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { markedResult } from '@/features/search/passage';
import type { SearchHit } from '@/features/search/searchEngine';
import { selectLanguage } from '@/i18n/languageSlice';
import { localizedPath } from '@/i18n/languagePaths';
import { useAppSelector } from '@/store/hooks';
import { theme } from '@/theme/theme';
import { Marked } from './Marked';

const Kind = styled.span`
  display: block;
  color: ${theme.colors.accentText};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Title = styled.span`
  display: block;
  color: ${theme.colors.brand};
  font-weight: 600;
`;

const Passage = styled.span`
  display: block;
  margin-top: ${theme.space.xs};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
`;

const Address = styled.span`
  display: block;
  margin-top: ${theme.space.xs};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

interface HitSummaryProps {
  hit: SearchHit;
  /** The marked title as the caller shows it (a link on /search); as it is by default. */
  titleAs?: (title: ReactNode) => ReactNode;
}

/** One result: what kind of page, its title, the passage that matched, and where it is. */
export function HitSummary({ hit, titleAs = (title) => title }: HitSummaryProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const marked = useMemo(() => markedResult(hit, language), [hit, language]);
  return (
    <>
      <Kind>{t(`search.kinds.${hit.kind}`)}</Kind>
      <Title>{titleAs(<Marked segments={marked.title} />)}</Title>
      {marked.passage.length > 0 && (
        <Passage>
          <Marked segments={marked.passage} />
        </Passage>
      )}
      <Address>{localizedPath(language, hit.url.split('#')[0] ?? hit.url)}</Address>
    </>
  );
}
