import type { Box } from '../pixels';
import type { Probe } from './probe';

/**
 * Page side (see probe.ts): where things are on the screen, what shows of them, and names a
 * person can find them by.
 */
export function installGeometry(probe: Probe): void {
  const LANDMARKS = 'header, nav, main, footer, aside, dialog, section, form, article, li';

  const snippet = (text: string | null | undefined, length = 40): string => {
    const clean = (text ?? '').replace(/\s+/g, ' ').trim();
    return clean.length > length ? `${clean.slice(0, length - 1)}…` : clean;
  };

  const own = (element: Element): string => {
    let name = element.tagName.toLowerCase();
    if (element.id) name += `#${element.id}`;
    const label = element.getAttribute('aria-label');
    if (label) name += `[aria-label="${snippet(label, 30)}"]`;
    return name;
  };

  probe.describe = (element) => {
    const parts = [own(element)];
    let landmark = element.parentElement?.closest(LANDMARKS) ?? null;
    while (landmark && parts.length < 3) {
      const heading = landmark.querySelector('h1, h2, h3');
      const title =
        landmark.matches('section, article, li') && heading
          ? ` "${snippet(heading.textContent, 24)}"`
          : '';
      parts.unshift(`${own(landmark)}${title}`);
      landmark = landmark.parentElement?.closest(LANDMARKS) ?? null;
    }
    const text = snippet(element.textContent);
    return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
  };

  const intersect = (a: Box, b: Box): Box | null => {
    const x = Math.max(a.x, b.x);
    const y = Math.max(a.y, b.y);
    const right = Math.min(a.x + a.width, b.x + b.width);
    const bottom = Math.min(a.y + a.height, b.y + b.height);
    return right - x >= 1 && bottom - y >= 1
      ? { x, y, width: right - x, height: bottom - y }
      : null;
  };

  const toBox = (rect: DOMRect): Box => ({
    x: rect.left,
    y: rect.top,
    width: rect.width,
    height: rect.height,
  });

  probe.visibleBox = (element, box) => {
    let shown: Box | null = box ?? toBox(element.getBoundingClientRect());
    shown = intersect(shown, { x: 0, y: 0, width: innerWidth, height: innerHeight });
    for (let at: Element | null = element; at && shown; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (at !== document.documentElement && at !== document.body) {
        const rect = at.getBoundingClientRect();
        const left = rect.left + parseFloat(style.borderLeftWidth);
        const top = rect.top + parseFloat(style.borderTopWidth);
        const clip = { x: left, y: top, width: at.clientWidth, height: at.clientHeight };
        if (style.overflowX !== 'visible') {
          shown = intersect(shown, { ...clip, y: -1e6, height: 2e6 });
        }
        if (shown && style.overflowY !== 'visible') {
          shown = intersect(shown, { ...clip, x: -1e6, width: 2e6 });
        }
      }
      if (style.position === 'fixed') break;
    }
    return shown;
  };

  /** Fixed or sticky boxes as wide as the screen, at its top or bottom: the site's bars. */
  probe.freeBand = () => {
    let top = 0;
    let bottom = innerHeight;
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width < innerWidth * 0.9 || rect.height > innerHeight / 3) continue;
      if (rect.top <= 1 && rect.bottom > top) top = rect.bottom;
      if (rect.bottom >= innerHeight - 1 && rect.top < bottom) bottom = rect.top;
    }
    return { top, bottom };
  };

  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE', 'OPTION']);

  /** Less of a line than this is not text a reader sees. */
  const MIN_LINE_HEIGHT = 4;

  probe.textsInView = () => {
    const band = probe.freeBand();
    const area = { x: 0, y: band.top, width: innerWidth, height: band.bottom - band.top };
    const items: ReturnType<Probe['textsInView']> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || SKIP.has(element.tagName)) continue;
      if (element.closest('[aria-hidden="true"] svg, svg')) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines: Box[] = [];
      for (const rect of range.getClientRects()) {
        if (rect.width < 2 || rect.height < MIN_LINE_HEIGHT) continue;
        const inBand = intersect(toBox(rect), area);
        // A sliver of a line at a bar's edge shows no glyph (Chromium's hit test gives it to
        // the bar); the stops overlap by 16 px, so the next stop shows that line whole.
        if (!inBand || inBand.height < MIN_LINE_HEIGHT) continue;
        const shown = probe.visibleBox(element, inBand);
        if (shown) lines.push(shown);
      }
      if (lines.length > 0) items.push({ element, node: node as Text, lines });
    }
    return items;
  };

  const PICTURES = new Set(['IMG', 'VIDEO', 'CANVAS', 'PICTURE']);

  const isPicture = (element: Element): boolean => {
    if (PICTURES.has(element.tagName)) return true;
    if (element.tagName.toLowerCase() === 'svg' && element.getBoundingClientRect().height > 64) {
      return true;
    }
    return [null, '::before', '::after'].some((pseudo) => {
      const image = getComputedStyle(element, pseudo).backgroundImage;
      return image !== 'none' && image !== '';
    });
  };

  const opaque = (element: Element): boolean => {
    const match = /rgba?\(([^)]+)\)/.exec(getComputedStyle(element).backgroundColor);
    const alpha = match?.[1]?.split(',')[3];
    return match !== null && (alpha === undefined || parseFloat(alpha) >= 0.9);
  };

  /**
   * Media first (their file names the finding), else a CSS background picture. `withSelf`:
   * the element's own background counts (a text on an opaque button is not on the picture);
   * without it, what lies behind the element's whole box (a control drawn over a picture).
   */
  probe.pictureBehind = (element, x, y, withSelf) => {
    const stack = document.elementsFromPoint(x, y);
    const start = Math.max(
      0,
      stack.findIndex((at) => element.contains(at)),
    );
    let background: Element | null = null;
    for (const below of stack.slice(start)) {
      if (element.contains(below) && !(withSelf && below === element)) continue;
      if (PICTURES.has(below.tagName)) return below;
      if (isPicture(below)) background ??= below;
      if (opaque(below)) break;
    }
    return background;
  };

  probe.pictureName = (picture) => {
    const file =
      picture instanceof HTMLImageElement
        ? picture.currentSrc || picture.src
        : picture instanceof HTMLVideoElement
          ? picture.poster || picture.currentSrc
          : '';
    if (file.startsWith('data:')) return `${file.slice(0, file.indexOf(',') + 1)}…`;
    return file ? (file.split('/').pop() ?? file) : probe.describe(picture);
  };
}
