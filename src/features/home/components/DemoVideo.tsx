import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Lead, Section } from '@/components/layout';
import { SectionHeading } from '@/components/pageBlocks';
import { Reveal } from '@/components/Reveal';
import { PlayerBox, VideoPlayer } from '@/components/VideoPlayer';
import { demoVideo } from '@/features/home/content';
import { useAppRunning } from '@/hooks/useAppRunning';
import { media } from '@/theme/media';
import { theme } from '@/theme/theme';

const Player = styled(VideoPlayer)`
  border-radius: ${theme.radii.md};
`;

/** The poster's file is 960 px wide: at 600 px it stays sharp on a 2x screen (D44). */
const PLAYER_WIDTH = '600px';

/**
 * Heading and text beside the player on a laptop, all on the column's left edge above it on
 * smaller screens: a player centred under a left-aligned heading stood on an axis of its own.
 */
const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, ${PLAYER_WIDTH});
  gap: ${theme.space.xl};
  align-items: center;
  ${media.upToMobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
  & > :last-child > * {
    margin-left: 0;
  }
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
    <Section aria-labelledby="home-video-title">
      <Container>
        <Reveal>
          <Split>
            <div>
              <SectionHeading id="home-video-title">{t('home.video.heading')}</SectionHeading>
              <Lead>{t('home.video.text')}</Lead>
            </div>
            <div>
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
            </div>
          </Split>
        </Reveal>
      </Container>
    </Section>
  );
}
