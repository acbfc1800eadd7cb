import { useTranslation } from 'react-i18next';
import { ContentLanguageNote } from '@/components/ContentLanguage';
import { JsonLd } from '@/components/JsonLd';
import { Container, Lead, PageTitle, Section } from '@/components/layout';
import { PageMeta } from '@/components/PageMeta';
import { QueryState } from '@/components/QueryState';
import { matchesSearch, SearchField } from '@/components/SearchField';
import { FaqList } from '@/features/faq/components/FaqList';
import { useFaqs } from '@/features/faq/faqApi';
import { faqPageJsonLd } from '@/features/faq/faqJsonLd';
import { faqSearchChanged, selectFaqSearch } from '@/features/faq/faqSlice';
import { useQuestionFromHash } from '@/features/faq/useQuestionFromHash';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/** Spec "FAQ" (/faq): search, then a one-open-at-a-time accordion. */
export default function FaqPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectFaqSearch);
  const { data = [], isLoading, isError, refetch } = useFaqs();
  useQuestionFromHash(data);
  const visible = data.filter((item) => matchesSearch(item.faqQuestion, search));
  // All loaded questions, whatever the search shows; none while loading or after a failure.
  const structuredData = isError ? null : faqPageJsonLd(data);
  return (
    <Section>
      <Container>
        <PageTitle>{t('faq.title')}</PageTitle>
        <Lead>{t('faq.intro')}</Lead>
        <SearchField
          label={t('faq.search.label')}
          placeholder={t('faq.search.placeholder')}
          value={search}
          onChange={(value) => dispatch(faqSearchChanged(value))}
        />
        <QueryState
          isLoading={isLoading}
          isError={isError}
          isEmpty={visible.length === 0}
          emptyMessage={t('faq.noMatch')}
          onRetry={() => void refetch()}
        >
          <ContentLanguageNote answers={visible} />
          <FaqList items={visible} />
        </QueryState>
        <PageMeta title={t('faq.title')} description={t('seo.pages.faq')} />
        {structuredData && <JsonLd data={structuredData} />}
      </Container>
    </Section>
  );
}
