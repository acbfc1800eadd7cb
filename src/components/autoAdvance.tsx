import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PauseIcon, PlayIcon } from './icons';
import { prefersReducedMotion } from './scroll';

/**
 * D20: auto-advancing content (hero, solutions row, partner logos) ticks every `intervalMs`
 * unless the visitor paused it, is hovering or focusing it, or prefers reduced motion.
 * The timer is owned by this one effect; `onTick` usually dispatches a slice action.
 */
export function useAutoAdvance(onTick: () => void, intervalMs: number, paused: boolean): void {
  const latestTick = useRef(onTick);
  useEffect(() => {
    latestTick.current = onTick;
  }, [onTick]);
  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => latestTick.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, intervalMs]);
}

/**
 * Hover and keyboard focus inside a region pause it (D20). This is momentary pointer/focus
 * state of one element, not page state, so it stays local to the region.
 */
export function useInteractionPause() {
  const [interacting, setInteracting] = useState(false);
  const handlers = {
    onMouseEnter: () => setInteracting(true),
    onMouseLeave: () => setInteracting(false),
    onFocus: () => setInteracting(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setInteracting(false);
    },
  };
  return { interacting, handlers };
}

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(7, 26, 51, 0.55);
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
