import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PauseIcon, PlayIcon } from '@/components/icons';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget};
  height: ${({ theme }) => theme.layout.touchTarget};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.scrim};
  color: ${({ theme }) => theme.colors.textOnDark};
  cursor: pointer;
`;

/** The visible pause / play control D20 asks for; its name says what pressing it does. */
export function AutoplayToggle({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Toggle
      type="button"
      onClick={onToggle}
      aria-label={paused ? t('common.autoplay.play') : t('common.autoplay.pause')}
    >
      {paused ? <PlayIcon /> : <PauseIcon />}
    </Toggle>
  );
}
