/**
 * The visual lint of one open page (D44): the probe goes in, then the page is scrolled through
 * screen by screen (screen.ts) and each check looks at each screen at rest. The image check
 * alone runs on pages opened at device pixel ratio 2 (`IMAGE_ONLY`).
 */
import type { Page } from 'playwright-core';
import { brokenWordFindings } from './checks/brokenWords';
import { controlContrastFindings } from './checks/controlContrast';
import { coveredTextFindings } from './checks/coveredText';
import { cutPlaceholderFindings } from './checks/cutPlaceholders';
import { imageScaleFindings } from './checks/imageScale';
import { loneItemFindings } from './checks/loneItems';
import { overflowFindings } from './checks/overflow';
import { pictureRowFindings } from './checks/pictureRows';
import { textLanguageFindings } from './checks/textLanguage';
import { textOverPictureFindings } from './checks/textOverPicture';
import { videoControlFindings } from './checks/videoControls';
import { addUnique, CHECKS, type CheckName, type Finding } from './findings';
import { installProbe } from './page/probe';
import { scrollThrough, type ScreenCheck } from './screen';

/**
 * In this order: the checks that read the screen as it is come before those that change a
 * style for a second screenshot (each restores it).
 */
const SCREEN_CHECKS: Record<CheckName, ScreenCheck> = {
  overflow: overflowFindings,
  'image-scale': imageScaleFindings,
  'picture-row': pictureRowFindings,
  'lone-item': loneItemFindings,
  'cut-placeholder': cutPlaceholderFindings,
  'broken-word': brokenWordFindings,
  'text-language': textLanguageFindings,
  'covered-text': coveredTextFindings,
  'control-contrast': controlContrastFindings,
  'text-over-picture': textOverPictureFindings,
  'video-controls': videoControlFindings,
};

export const IMAGE_ONLY: readonly CheckName[] = ['image-scale'];

export interface PageLint {
  findings: Finding[];
  /** Screens that did not come to rest, and what still moved or loaded there. */
  unsettled: string[];
  screens: number;
}

export async function lintPage(
  page: Page,
  checks: readonly CheckName[] = CHECKS,
): Promise<PageLint> {
  await installProbe(page);
  const findings: Finding[] = [];
  let screens = 0;
  const unsettled = await scrollThrough(page, async (screen) => {
    screens += 1;
    for (const name of CHECKS) {
      if (checks.includes(name)) addUnique(findings, await SCREEN_CHECKS[name](screen));
    }
  });
  return { findings, unsettled, screens };
}
