import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from '@/components/IconButton';
import { CloseIcon } from '@/components/icons/header';
import { Modal } from '@/components/Modal';
import { PlayerBox, VideoPlayer } from '@/components/VideoPlayer';
import { useLangOf } from '@/components/ContentLanguage';
import { usePainted } from '@/hooks/usePainted';
import type { ShownSupportVideo } from '@/features/support/supportApi';
import { theme } from '@/theme/theme';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.md};
`;

/**
 * The player, in the frame after the dialog's: the tap's own frame shows the dialog with its
 * title and ×, and the browser's player with its controls, the frame's costliest part on a
 * phone, comes next (docs/performance.md, "Interactions"). Its box holds the player's size and
 * colour meanwhile, so nothing moves when it comes.
 *
 * About 600 × 400 px on larger screens (spec section 9): the dialog's 600 px width, the 16:9
 * picture and the control band under it (426 px); on a phone as wide as the screen allows, as
 * tall as its picture, not a 16:9 picture in a fixed 400 px box with navy bars above and below
 * it. Silent how-to recordings: the server sends no caption track to attach.
 */
function Player({ src, label }: { src: string; label: string }) {
  const painted = usePainted();
  return (
    <PlayerBox>
      {painted && <VideoPlayer src={src} controls autoPlay preload="metadata" aria-label={label} />}
    </PlayerBox>
  );
}

interface VideoModalProps {
  video: ShownSupportVideo;
  onClose: () => void;
}

/** Spec "Support": the modal player; ×, a click outside or Escape closes it. */
export function VideoModal({ video, onClose }: VideoModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = video.supportVideoHeading || t('support.untitled');
  const lang = useLangOf()(video.supportVideoHeading ? video.contentLanguage : undefined);
  return (
    <Modal labelledBy={titleId} onClose={onClose} closeOnOutsidePress>
      <Header>
        <Title id={titleId} lang={lang}>
          {heading}
        </Title>
        <IconButton type="button" aria-label={t('support.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Header>
      <Player src={video.supportVideo} label={t('support.playerLabel', { title: heading })} />
    </Modal>
  );
}
