import { useTranslation } from 'react-i18next';
import { Container, Lead, PageTitle, Section } from '@/components/layout';
import { PageMeta } from '@/components/PageMeta';
import { QueryState } from '@/components/QueryState';
import { matchesSearch, SearchField } from '@/components/SearchField';
import { VideoGrid } from '@/features/support/components/VideoGrid';
import { VideoModal } from '@/features/support/components/VideoModal';
import { useSupportVideos } from '@/features/support/supportApi';
import { selectSupportSearch, supportSearchChanged } from '@/features/support/supportSlice';
import { useSupportPlayer } from '@/features/support/useSupportPlayer';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/** Spec "Support" (/support): searchable video grid and a modal player. */
export default function SupportPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSupportSearch);
  const player = useSupportPlayer();
  const { data = [], isLoading, isError, refetch } = useSupportVideos();
  const visible = data.filter((video) => matchesSearch(video.supportVideoHeading, search));
  const selected = data.find((video) => video._id === player.selectedId);
  return (
    <Section>
      <Container>
        <PageMeta title={t('support.title')} description={t('seo.pages.support')} />
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
          <VideoGrid videos={visible} onWatch={player.open} />
        </QueryState>
        {selected && <VideoModal video={selected} onClose={player.close} />}
      </Container>
    </Section>
  );
}
