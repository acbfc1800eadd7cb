import { useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { PlayIcon } from '@/components/icons/marks';
import { Card, CardBody } from '@/components/pageBlocks';
import { useLangOf } from '@/components/ContentLanguage';
import type { ShownSupportVideo } from '@/features/support/supportApi';
import { theme } from '@/theme/theme';

/** Cards in a row share a height; the button sits at the bottom whatever the title's length. */
const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  cursor: pointer;
`;

/**
 * The card's inline player (spec "Support"): the video itself at its first frame, with a play
 * mark over it. It has no controls of its own: the card plays its video in the larger modal
 * player, one way to watch it rather than two (a player in the card and a "Watch" button
 * beside it). Without controls the page behind the open modal restyles no control bars, so
 * the previews stay drawn there (they were hidden behind it as navy slabs).
 */
const Preview = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${theme.colors.brandStrong};
`;

/** The video as a picture: it never plays here (a silent how-to recording, no captions). */
const FirstFrame = styled.video`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const PlayMark = styled.span`
  position: absolute;
  inset: 50% auto auto 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  transform: translate(-50%, -50%);
  border: 2px solid ${theme.colors.surface};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.brand};
  color: ${theme.colors.textOnDark};
  transition: background ${theme.motion.fast};
  @media (hover: hover) {
    ${Root}:hover & {
      background: ${theme.colors.accentText};
    }
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

interface VideoCardProps {
  video: ShownSupportVideo;
  onWatch: (id: string) => void;
}

/**
 * A support video: its first frame, its title and "Watch", which opens it in the modal player
 * and is the card's one control for keyboards and screen readers; a click anywhere else on
 * the card (the picture, the title, the empty area) does the same for a pointer. That click is
 * a larger target for the same control, not a control of its own, so the card needs no role
 * or key handler (the "redundant click" pattern of accessible cards).
 */
export function VideoCard({ video, onWatch }: VideoCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const watchRef = useRef<HTMLButtonElement>(null);
  const heading = video.supportVideoHeading || t('support.untitled');
  const lang = useLangOf()(video.supportVideoHeading ? video.contentLanguage : undefined);

  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element) || event.target.closest('button')) return;
    // A visitor selecting the title's text is not asking for the player.
    if (window.getSelection()?.toString()) return;
    // Focus "Watch" first, so closing the player returns focus there, as after its own click.
    watchRef.current?.focus();
    onWatch(video._id);
  };

  return (
    <Root aria-labelledby={headingId} onClick={openFromCard}>
      {/* A picture of the video, named by the card's title: no name of its own. */}
      <Preview aria-hidden="true">
        <FirstFrame src={video.supportVideo} preload="metadata" playsInline />
        <PlayMark>
          <PlayIcon />
        </PlayMark>
      </Preview>
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
