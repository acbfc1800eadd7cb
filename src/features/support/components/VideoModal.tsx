import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from '@/components/Button';
import { CloseIcon } from '@/components/icons/header';
import { Modal } from '@/components/Modal';
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

/** About 600 × 400 px on larger screens (spec section 9); full width on phones. */
const Player = styled.video`
  display: block;
  width: 100%;
  height: min(400px, 60vh);
  background: ${theme.colors.brandStrong};
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
      <Player src={video.supportVideo} controls autoPlay preload="metadata" />
    </Modal>
  );
}
