import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/Button';
import { PauseIcon, PlayIcon } from '@/components/icons/marks';

/**
 * The visible pause / play control D20 asks for; its name says what pressing it does. It looks
 * like the carousels' arrows beside it, so it reads as enabled on light and dark (D44).
 */
export function AutoplayToggle({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <IconButton
      type="button"
      onClick={onToggle}
      aria-label={paused ? t('common.autoplay.play') : t('common.autoplay.pause')}
    >
      {paused ? <PlayIcon /> : <PauseIcon />}
    </IconButton>
  );
}
