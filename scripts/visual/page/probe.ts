/**
 * The lint's helpers inside the page. Functions handed to `page.evaluate` travel as source
 * text, so each installer below is self-contained: it only uses its `probe` argument (the
 * helpers installed before it) and the page's globals, and adds its own helpers to `probe`.
 * `installProbe` evaluates them once per document as `window.visualProbe`.
 */
import type { Page } from 'playwright-core';
import type { Box } from '../pixels';
import { installControls } from '../checks/controlContrast';
import { installCoveredText } from '../checks/coveredText';
import { installCutPlaceholders } from '../checks/cutPlaceholders';
import { installImageScales } from '../checks/imageScale';
import { installLoneItems } from '../checks/loneItems';
import { installOverflow } from '../checks/overflow';
import { installPictureRows } from '../checks/pictureRows';
import { installSplitWords } from '../checks/brokenWords';
import { installTextLanguages } from '../checks/textLanguage';
import { installTextOverPictures } from '../checks/textOverPicture';
import { installVideos } from '../checks/videoControls';
import { installGeometry } from './geometry';
import { installMarks } from './marks';
import { installSettle } from './settleScreen';

/** A text's line boxes and the element that holds it. */
export interface TextItem {
  element: Element;
  node: Text;
  lines: Box[];
}

/** What the checks ask of the page, all in CSS pixels of the viewport. */
export interface Probe {
  /** `footer > a "Stornierungsbedingungen"`: where an element is, for a person to find it. */
  describe: (element: Element) => string;
  /** The part of the element's box that shows: clipped by the viewport and scrolling ancestors. */
  visibleBox: (element: Element, box?: Box) => Box | null;
  /** The band of the viewport that full-width bars (the fixed header) leave to the page. */
  freeBand: () => { top: number; bottom: number };
  /** Every visible text of the page with a box in the free band. */
  textsInView: () => TextItem[];
  /** The first picture under the point below `element`, unless an opaque box hides it. */
  pictureBehind: (element: Element, x: number, y: number, withSelf: boolean) => Element | null;
  /** A picture's file name, or where it is for a CSS background. */
  pictureName: (picture: Element) => string;
  /** Reasons the screen is not at rest yet (reveals, images, animations, fonts, videos). */
  pendingReasons: () => string[];
  /** A number for an element, so Node can name it in later calls. */
  mark: (element: Element) => number;
  /** Sets (or, with `on` false, restores) a style property with !important on marked elements. */
  styleMarked: (ids: readonly number[], property: string, value: string, on: boolean) => void;
  /** Removes or restores the `controls` attribute of marked videos. */
  toggleControls: (ids: readonly number[], on: boolean) => void;
  collect: Collectors;
}

/** A text and the element on top of it at some of its sampled points. */
export interface CoveredPoint {
  text: number;
  textLabel: string;
  cover: number;
  coverLabel: string;
  points: [number, number][];
}

export interface ControlItem {
  id: number;
  label: string;
  box: Box;
  /** The part of it on the screen. */
  shown: Box;
  radius: number;
  /** Has a background or border of its own (judged by its outline), else by its content. */
  hasBox: boolean;
  /** `fixed`: floats in a small fixed box; `picture`: drawn over a picture. */
  kind: 'fixed' | 'picture';
}

export interface TextOverPicture {
  id: number;
  label: string;
  colour: [number, number, number];
  lines: Box[];
  picture: string;
}

export interface SplitWord {
  label: string;
  word: string;
  /** The characters left on the first line. */
  head: string;
  /** The last character on the first line, where a drawn hyphen would follow. */
  lastChar: Box;
  fontSize: number;
}

/** A text whose letters read as another language than its element declares. */
export interface TextLanguage {
  label: string;
  /** Its start, to find it by. */
  text: string;
  /** The language it reads as, and why ("the", "at" … or "12 of its letters"). */
  language: string;
  by: string;
  /** The primary subtag of the nearest `lang`, and the element that carries it. */
  declared: string;
  declaredBy: string;
}

export interface ImageScale {
  label: string;
  file: string;
  fileWidth: number;
  fileHeight: number;
  drawnWidth: number;
  drawnHeight: number;
  /** Device pixels per file pixel. */
  scale: number;
}

export interface PictureRow {
  label: string;
  /** The pictures in the emptiest row. */
  pictures: number;
  /** CSS px of the column the row's pictures, text and neighbours cover. */
  covered: number;
  column: number;
  /** The share of the column left empty (0 … 1). */
  empty: number;
}

export interface LoneItem {
  label: string;
  /** The item alone on the last row. */
  item: string;
  items: number;
  columns: number;
}

export interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  offenders: string[];
}

/** An empty single-line field whose placeholder does not fit inside it. */
export interface CutPlaceholder {
  label: string;
  placeholder: string;
  /** CSS px the placeholder takes, and the room inside the field. */
  needed: number;
  room: number;
}

export interface VideoItem {
  id: number;
  label: string;
  box: Box;
}

export interface Collectors {
  coveredText: () => CoveredPoint[];
  controls: () => ControlItem[];
  textOverPictures: () => TextOverPicture[];
  splitWords: () => SplitWord[];
  textLanguages: () => TextLanguage[];
  imageScales: () => Promise<ImageScale[]>;
  overflow: () => Overflow;
  videos: () => VideoItem[];
  pictureRows: () => PictureRow[];
  loneItems: () => LoneItem[];
  cutPlaceholders: () => CutPlaceholder[];
}

export interface ProbeWindow {
  visualProbe: Probe;
}

/**
 * The page source that installs the probe. `__name` is the helper esbuild (tsx) calls to keep
 * the names of inner functions; the page has none, so it gets one that does nothing.
 */
const PROBE_SOURCE = `(() => {
  if (window.visualProbe) return;
  var __name = (target) => target;
  const probe = { collect: {} };
  ${[
    installMarks,
    installGeometry,
    installSettle,
    installCoveredText,
    installControls,
    installTextOverPictures,
    installSplitWords,
    installTextLanguages,
    installImageScales,
    installOverflow,
    installVideos,
    installPictureRows,
    installLoneItems,
    installCutPlaceholders,
  ]
    .map((install) => `(${install.toString()})(probe);`)
    .join('\n  ')}
  window.visualProbe = probe;
})()`;

export async function installProbe(page: Page): Promise<void> {
  await page.evaluate(PROBE_SOURCE);
}
