import { useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { Card, CardBody } from '@/components/layout';
import { PlayerBox, PlayerStage, VideoPlayer } from '@/components/VideoPlayer';
import { useLangOf } from '@/components/ContentLanguage';
import type { ShownSupportVideo } from '@/features/support/supportApi';
import { SCROLL_LOCKED_CLASS } from '@/hooks/useScrollLock';
import { theme } from '@/theme/theme';

const Player = styled(VideoPlayer)`
  cursor: auto;
`;

/**
 * Cards in a row share a height; the button sits at the bottom whatever the title's length.
 * Behind the modal player (the page's scroll is locked) the card's player is not drawn: the
 * modal makes the page inert, a restyle of every element, and the native controls of the
 * players in view were a third of the elements it restyled (docs/performance.md, Support
 * video). Its stage keeps its size and shows the player's dark colour under the backdrop.
 */
const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  cursor: pointer;
  body.${SCROLL_LOCKED_CLASS} & ${PlayerStage} {
    content-visibility: hidden;
    background: ${theme.colors.brandStrong};
  }
`;

const Body = styled(CardBody)`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  align-items: flex-start;
`;

const Heading = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${theme.fontSizes.md};
`;

/** The card's own controls, which handle their clicks themselves. */
const CONTROLS = 'button, video';

interface VideoCardProps {
  video: ShownSupportVideo;
  onWatch: (id: string) => void;
}

/**
 * A support video with an inline player. "Watch" opens it in the larger modal player and is
 * the card's one control for keyboards and screen readers; a click anywhere else on the card
 * (the title, the empty area) does the same for a pointer, outside the inline player. That
 * click is a larger target for the same control, not a control of its own, so the card needs
 * no role or key handler (the "redundant click" pattern of accessible cards).
 */
export function VideoCard({ video, onWatch }: VideoCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const watchRef = useRef<HTMLButtonElement>(null);
  const heading = video.supportVideoHeading || t('support.untitled');
  const lang = useLangOf()(video.supportVideoHeading ? video.contentLanguage : undefined);

  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element) || event.target.closest(CONTROLS)) return;
    // A visitor selecting the title's text is not asking for the player.
    if (window.getSelection()?.toString()) return;
    // Focus "Watch" first, so closing the player returns focus there, as after its own click.
    watchRef.current?.focus();
    onWatch(video._id);
  };

  return (
    <Root aria-labelledby={headingId} onClick={openFromCard}>
      {/* Silent how-to recordings: the server sends no caption track to attach. */}
      <PlayerBox>
        <Player
          src={video.supportVideo}
          controls
          preload="metadata"
          aria-label={t('support.playerLabel', { title: heading })}
        />
      </PlayerBox>
      <Body>
        <Heading id={headingId} lang={lang}>
          {heading}
        </Heading>
        {/* The name says which video, since every card has a "Watch" button. */}
        <Button
          ref={watchRef}
          type="button"
          $variant="secondary"
          aria-label={t('support.watchLabel', { title: heading })}
          onClick={() => onWatch(video._id)}
        >
          {t('support.watch')}
        </Button>
      </Body>
    </Root>
  );
}
