import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { RemoteImage } from '@/components/RemoteImage';
import { theme } from '@/theme/theme';

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${theme.space.md};
`;

const Stage = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0 ${theme.space.md} ${theme.space.md};
`;

/** The whole photo, as large as the screen allows. */
const Photo = styled(RemoteImage)`
  width: auto;
  max-width: 100%;
  max-height: 100%;
  background: none;
`;

interface EventOverlayProps {
  image: string;
  alt: string;
  onClose: () => void;
}

/** Spec "Event detail": the clicked photo full screen with a 'Close' button (Escape too). */
export function EventOverlay({ image, alt, onClose }: EventOverlayProps) {
  const { t } = useTranslation();
  return (
    <Modal label={alt} onClose={onClose} variant="fullscreen">
      <Bar>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t('events.overlay.close')}
        </Button>
      </Bar>
      <Stage>
        <Photo src={image} alt={alt} width={1600} height={1200} fit="contain" priority="eager" />
      </Stage>
    </Modal>
  );
}
