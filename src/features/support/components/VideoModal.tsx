import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from '@/components/IconButton';
import { CloseIcon } from '@/components/icons/header';
import { Modal } from '@/components/Modal';
import { PlayerBox, VideoPlayer } from '@/components/VideoPlayer';
import { useLangOf } from '@/components/ContentLanguage';
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
      {/* Silent how-to recordings: the server sends no caption track to attach. */}
      {/* About 600 × 400 px on larger screens (spec section 9): the dialog's 600 px width, the
          16:9 picture and the control band under it (426 px); on a phone as wide as the screen
          allows, as tall as its picture, not a 16:9 picture in a fixed 400 px box with navy
          bars above and below it. */}
      <PlayerBox>
        <VideoPlayer
          src={video.supportVideo}
          controls
          autoPlay
          preload="metadata"
          aria-label={t('support.playerLabel', { title: heading })}
        />
      </PlayerBox>
    </Modal>
  );
}
