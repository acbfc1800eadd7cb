import { useTranslation } from 'react-i18next';
import { Container, Lead, PageTitle, Section } from '@/components/layout';
import { PageMeta } from '@/components/PageMeta';
import { SearchField } from '@/components/SearchField';
import { SearchResultList } from '@/features/search/components/SearchResultList';
import { SearchStatus } from '@/features/search/components/SearchStatus';
import { useQueryFromUrl } from '@/features/search/useQueryFromUrl';
import { useSiteSearch } from '@/features/search/useSiteSearch';

/**
 * /search?q=… in every language (docs/behaviour.md, "Search"): the dialog's results as a page
 * that can be shared and reloaded. Prerendered empty; kept out of search engines (noindex, not
 * in the sitemap): a results page is no content of its own.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const setWords = useQueryFromUrl();
  const { query, searched, answer, failure, refetch } = useSiteSearch();
  return (
    <Section>
      <Container>
        <PageTitle>{t('search.title')}</PageTitle>
        <Lead>{t('search.intro')}</Lead>
        <SearchField
          label={t('search.fieldLabel')}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={setWords}
        />
        <SearchStatus
          words={searched}
          answer={answer}
          failure={failure}
          onRetry={() => void refetch()}
        />
        <SearchResultList hits={answer?.hits ?? []} />
        <PageMeta title={t('search.title')} description={t('seo.pages.search')} noindex />
      </Container>
    </Section>
  );
}
