import { useCallback } from 'react';
import { scrollToElement } from '@/lib/scroll';
import { theme } from '@/theme/theme';
import { sectionHeadingId } from './content';

/** Keeps the section heading clear of the fixed navbar, with a little breathing room. */
const SECTION_OFFSET_PX = theme.layout.navHeightPx + 16;

/**
 * "Know more" scrolls to a solution's section and moves keyboard focus to its heading
 * (tabIndex -1), so the next Tab continues from there rather than back in the card row.
 */
export function useScrollToSection(): (sectionId: string) => void {
  return useCallback((sectionId: string) => {
    const section = document.getElementById(sectionId);
    if (!section) return;
    scrollToElement(section, SECTION_OFFSET_PX);
    // preventScroll: the smooth scroll above is already on its way; focus must not jump.
    document.getElementById(sectionHeadingId(sectionId))?.focus({ preventScroll: true });
  }, []);
}
