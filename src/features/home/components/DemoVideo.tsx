import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HeadedSection } from '@/components/HeadedSection';
import { Lead } from '@/components/layout';
import { demoVideo } from '@/features/home/content';
import { useAppRunning } from '@/hooks/useAppRunning';

const Player = styled.video`
  display: block;
  width: 100%;
  max-width: 800px;
  height: auto;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandStrong};
`;

/**
 * "See it in action": a short, silent product clip that loads only when played. No `muted`:
 * the clip has no sound, and React sets `muted` as a property, never in the server's HTML, so
 * the prerendered player and the hydrated one would disagree. The poster comes with the app:
 * browsers fetch a poster at once, wherever the player is, and in the HTML it would compete
 * with the hero picture (without JavaScript the player stays plain, and still plays).
 */
export function DemoVideo() {
  const { t } = useTranslation();
  const appRunning = useAppRunning();
  return (
    <HeadedSection headingId="home-video-title" heading={t('home.video.heading')}>
      <Lead>{t('home.video.text')}</Lead>
      <Player
        src={demoVideo.src}
        poster={appRunning ? demoVideo.poster : undefined}
        width={demoVideo.width}
        height={demoVideo.height}
        aria-label={t('home.video.label')}
        controls
        playsInline
        preload="none"
      >
        {t('home.video.unsupported')}
      </Player>
    </HeadedSection>
  );
}
