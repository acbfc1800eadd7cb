import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { media } from '@/theme/media';
import type { topics } from '@/features/home/content';
import { theme } from '@/theme/theme';

const Panel = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: center;
  gap: ${theme.space.xl};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  ${media.upToMobile} {
    grid-template-columns: 1fr;
    gap: ${theme.space.md};
  }
`;

/** The picture box keeps its size whichever topic (or none) is shown: no layout shift. */
const Frame = styled(MediaFrame)`
  background: ${theme.colors.surfaceAlt};
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.xl};
  color: ${theme.colors.brand};
`;

interface TopicDetailProps {
  id: string;
  /** The chosen topic; undefined before the visitor picks one. */
  topic: (typeof topics)[number] | undefined;
}

/** The detail panel of What we do; announces the new topic when the choice changes. */
export function TopicDetail({ id, topic }: TopicDetailProps) {
  const { t } = useTranslation();
  const base = topic ? `home.topics.items.${topic.id}` : null;
  return (
    <Panel id={id} aria-live="polite">
      <Frame $ratio="4 / 3" $rounded>
        {/* Before a choice (the spec starts with none) the panel shows the whole path, the
            drawing turning into the lot in use, beside its title: real content, where a
            dashed box asking for a choice read as a wireframe. */}
        <ResponsiveImage
          key={topic?.id ?? 'overview'}
          image={images[topic?.image ?? 'topicOverview']}
          alt={topic ? t(`home.topics.items.${topic.id}.alt`) : t('home.topics.overviewAlt')}
          sizes="(max-width: 768px) 100vw, 50vw"
        />
      </Frame>
      <div>
        <Title>{base ? t(`${base}.title`) : t('home.topics.defaultTitle')}</Title>
        <p>{base ? t(`${base}.text`) : t('home.topics.defaultText')}</p>
      </div>
    </Panel>
  );
}
