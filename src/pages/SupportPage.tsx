import { useTranslation } from 'react-i18next';
import { Container, Lead, PageTitle, Section } from '@/components/layout';
import { ContentLanguageNote } from '@/components/ContentLanguage';
import { PageMeta } from '@/components/PageMeta';
import { QueryState } from '@/components/QueryState';
import { matchesSearch, SearchField } from '@/components/SearchField';
import { VideoGrid } from '@/features/support/components/VideoGrid';
import { SupportPlayer } from '@/features/support/components/SupportPlayer';
import { useSupportVideos } from '@/features/support/supportApi';
import {
  selectSupportSearch,
  supportSearchChanged,
  supportVideoOpened,
} from '@/features/support/supportSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/** Spec "Support" (/support): searchable video grid and a modal player. */
export default function SupportPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSupportSearch);
  const { data = [], isLoading, isError, refetch } = useSupportVideos();
  const visible = data.filter((video) => matchesSearch(video.supportVideoHeading, search));
  return (
    <Section>
      <Container>
        <PageTitle>{t('support.title')}</PageTitle>
        <Lead>{t('support.intro')}</Lead>
        <SearchField
          label={t('support.search.label')}
          placeholder={t('support.search.placeholder')}
          value={search}
          onChange={(value) => dispatch(supportSearchChanged(value))}
        />
        <QueryState
          isLoading={isLoading}
          isError={isError}
          isEmpty={visible.length === 0}
          emptyMessage={t('support.noResults')}
          onRetry={() => void refetch()}
        >
          <ContentLanguageNote answers={visible} />
          <VideoGrid videos={visible} onWatch={(id) => dispatch(supportVideoOpened(id))} />
        </QueryState>
        <SupportPlayer />
        <PageMeta title={t('support.title')} description={t('seo.pages.support')} />
      </Container>
    </Section>
  );
}
