/**
 * D44: text over a picture keeps 4.5:1 against the picture under it (with a scrim where
 * needed). The texts whose lines lie on a picture (an image, a video, a CSS background or
 * gradient, with no opaque box between) are made transparent, their shadows taken off, for one
 * screenshot, which then shows the picture and any scrim behind their glyphs; their colour is
 * compared with those pixels. A text shadow is not counted: it is a soft halo, not a
 * background. Nine tenths of the area behind the text must reach 4.5:1.
 */
import type { Finding } from '../findings';
import { contrast, percentile, pixelsIn, ratio, type Rgb } from '../pixels';
import type { Probe, TextOverPicture } from '../page/probe';
import { captureWith, collect, type Screen } from '../screen';

export const TEXT_OVER_PICTURE_MIN = 4.5;
/** The share of the area behind a text that may fall short (antialiasing, a highlight). */
const SHORT_SHARE = 0.1;

export function installTextOverPictures(probe: Probe): void {
  const rgb = (colour: string): [number, number, number] => {
    const [r = 0, g = 0, b = 0] = (/\(([^)]+)\)/.exec(colour)?.[1] ?? '')
      .split(/[ ,/]+/)
      .map((part) => parseFloat(part));
    return [r, g, b];
  };

  probe.collect.textOverPictures = () => {
    const items = new Map<Element, TextOverPicture>();
    for (const { element, lines } of probe.textsInView()) {
      for (const line of lines) {
        const [x, y] = [line.x + line.width / 2, line.y + line.height / 2];
        const picture = probe.pictureBehind(element, x, y, true);
        if (!picture) continue;
        const item = items.get(element) ?? {
          id: probe.mark(element),
          label: probe.describe(element),
          colour: rgb(getComputedStyle(element).color),
          lines: [],
          picture: probe.pictureName(picture),
        };
        item.lines.push(line);
        items.set(element, item);
      }
    }
    return [...items.values()];
  };
}

export async function textOverPictureFindings({ page }: Screen): Promise<Finding[]> {
  const texts = await collect(page, 'textOverPictures');
  if (texts.length === 0) return [];
  const ids = texts.map((text) => text.id);
  const behind = await captureWith(page, ids, [
    ['-webkit-text-fill-color', 'transparent'],
    ['text-shadow', 'none'],
  ]);
  return texts.flatMap(({ label, colour, lines, picture }) => {
    const values = lines.flatMap((line) => {
      const step = Math.max(1, Math.floor(Math.sqrt((line.width * line.height) / 3000)));
      return pixelsIn(behind, line, step).map(([, , under]) => contrast(colour as Rgb, under));
    });
    const low = percentile(values, SHORT_SHARE);
    if (!(low < TEXT_OVER_PICTURE_MIN)) return [];
    return [
      {
        check: 'text-over-picture',
        element: label,
        figure: `${ratio(low)} or less behind a tenth of it (median ${ratio(percentile(values, 0.5))}), ${TEXT_OVER_PICTURE_MIN}:1 needed, over ${picture}`,
      },
    ];
  });
}
