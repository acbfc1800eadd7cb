/** Backdrops: sky gradients for four times of day, sun or moon, clouds and stars. */
import { C } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { circle, ellipse, g, linearGradient, rect } from '../lib/svg';

export type TimeOfDay = 'day' | 'morning' | 'dusk' | 'night';

const SKIES: Record<TimeOfDay, readonly (readonly [number, string])[]> = {
  day: [
    [0, '#8fcbea'],
    [0.7, '#d4ecf6'],
    [1, C.light],
  ],
  morning: [
    [0, '#a9d5ee'],
    [0.6, '#f7e3cc'],
    [1, '#fdf1e2'],
  ],
  dusk: [
    [0, C.navy],
    [0.45, '#3c4f7c'],
    [0.8, '#d98a6a'],
    [1, C.amber],
  ],
  night: [
    [0, '#061529'],
    [0.7, C.navy2],
    [1, '#24497a'],
  ],
};

export const isDark = (tod: TimeOfDay): boolean => tod === 'dusk' || tod === 'night';

export function cloud(x: number, y: number, s: number, fill: string, opacity: number): string {
  return g(
    ellipse(x, y, 60 * s, 18 * s, fill) +
      ellipse(x - 28 * s, y - 8 * s, 30 * s, 20 * s, fill) +
      ellipse(x + 18 * s, y - 16 * s, 36 * s, 26 * s, fill),
    { opacity },
  );
}

/** Full-frame sky for a w x h canvas; the horizon sits at `horizon` (y). */
export function sky(w: number, h: number, horizon: number, tod: TimeOfDay, rng: Rng): string {
  const id = `sky-${tod}`;
  let out = linearGradient(id, SKIES[tod]) + rect(0, 0, w, h, `url(#${id})`);
  const sunX = rng.range(w * 0.15, w * 0.85);
  if (tod === 'day' || tod === 'morning') {
    const sunY = tod === 'morning' ? horizon * 0.55 : horizon * 0.25;
    out +=
      circle(sunX, sunY, 90, 'url(#glow-white)') +
      circle(sunX, sunY, 34, tod === 'morning' ? '#ffd9a0' : '#fff6da');
  } else if (tod === 'dusk') {
    out +=
      circle(sunX, horizon - 10, 160, 'url(#glow-amber)') +
      circle(sunX, horizon - 10, 46, '#ffc98b', { opacity: 0.9 });
  } else {
    for (let i = 0; i < 60; i += 1) {
      out += circle(rng.range(0, w), rng.range(0, horizon * 0.8), rng.range(0.8, 2), C.white, {
        opacity: rng.range(0.3, 0.9),
      });
    }
    out +=
      circle(sunX, horizon * 0.22, 26, '#f3f0dd') +
      circle(sunX + 10, horizon * 0.22 - 6, 22, '#0f2747', { opacity: 0.35 });
  }
  const cloudFill = isDark(tod) ? '#8a93b8' : C.white;
  const clouds = tod === 'night' ? 1 : rng.int(2, 4);
  for (let i = 0; i < clouds; i += 1) {
    out += cloud(
      rng.range(0, w),
      rng.range(horizon * 0.12, horizon * 0.5),
      rng.range(0.8, 1.8),
      cloudFill,
      isDark(tod) ? 0.25 : 0.8,
    );
  }
  return out;
}
