import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HeadedSection } from '@/components/HeadedSection';
import { Lead } from '@/components/layout';
import { PlayerBox, VideoPlayer } from '@/components/VideoPlayer';
import { demoVideo } from '@/features/home/content';
import { useAppRunning } from '@/hooks/useAppRunning';
import { theme } from '@/theme/theme';

const Player = styled(VideoPlayer)`
  border-radius: ${theme.radii.md};
`;

/** The poster's file is 960 px wide: at 600 px it stays sharp on a 2x screen (D44). */
const PLAYER_WIDTH = '600px';

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
      <PlayerBox maxWidth={PLAYER_WIDTH}>
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
      </PlayerBox>
    </HeadedSection>
  );
}
