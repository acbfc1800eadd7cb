import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/IconButton';
import { PauseIcon, PlayIcon } from '@/components/icons/marks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { pauseToggled, selectCarousel, type CarouselId } from './carouselsSlice';

/**
 * The visible pause / play control D20 asks for; its name says what pressing it does. It looks
 * like the carousels' arrows beside it, so it reads as enabled on light and dark (D44). It
 * reads and toggles its carousel's pause itself, so a press renders this button, not the
 * carousel around it (D46).
 */
export function AutoplayToggle({ id }: { id: CarouselId }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const paused = useAppSelector((state) => selectCarousel(state, id).pausedBy.button);
  return (
    <IconButton
      type="button"
      onClick={() => dispatch(pauseToggled(id))}
      aria-label={paused ? t('common.autoplay.play') : t('common.autoplay.pause')}
    >
      {paused ? <PlayIcon /> : <PauseIcon />}
    </IconButton>
  );
}
