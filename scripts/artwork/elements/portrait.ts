/** Clearly illustrated, fictional head-and-shoulders portraits on a square canvas of side 640. */
import { C, HAIR_COLOURS, SKIN_TONES } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { circle, ellipse, linearGradient, path, rect } from '../lib/svg';

export type HairStyle = 'short' | 'side' | 'long' | 'bun' | 'curly' | 'crop';

export interface PortraitSpec {
  hair: HairStyle;
  background: readonly [string, string];
  jacket: string;
  shirt: string;
  glasses: boolean;
  beard: boolean;
  grey: boolean;
}

export function portrait(spec: PortraitSpec, rng: Rng, id: string): string {
  const skin = rng.pick(SKIN_TONES);
  const hair = spec.grey ? '#9aa0a8' : rng.pick(HAIR_COLOURS.slice(0, 4));
  const shade = '#000';
  let out =
    linearGradient(`bg-${id}`, [
      [0, spec.background[0]],
      [1, spec.background[1]],
    ]) + rect(0, 0, 640, 640, `url(#bg-${id})`);
  out +=
    circle(520, 120, 150, C.white, { opacity: 0.12 }) +
    circle(90, 560, 120, C.white, { opacity: 0.08 });
  if (spec.hair === 'long')
    out += path('M200 250 Q180 470 230 520 L410 520 Q460 470 440 250Z', hair);
  out += path('M90 640 Q100 480 240 450 L400 450 Q540 480 550 640Z', spec.jacket);
  out +=
    path('M270 450 L320 560 L370 450Z', spec.shirt) +
    path('M270 450 L300 520 L250 470Z', spec.jacket, { opacity: 0.6 });
  out += rect(285, 380, 70, 90, skin) + rect(285, 380, 70, 30, shade, { opacity: 0.08 });
  out += ellipse(212, 300, 18, 28, skin) + ellipse(428, 300, 18, 28, skin);
  out += path(
    'M215 270 Q215 170 320 170 Q425 170 425 270 Q425 400 320 410 Q215 400 215 270Z',
    skin,
  );
  if (spec.beard)
    out += path(
      'M222 300 Q230 410 320 414 Q410 410 418 300 Q400 360 320 362 Q240 360 222 300Z',
      hair,
    );
  const hairTop: Record<HairStyle, string> = {
    short: 'M210 280 Q200 150 320 146 Q440 150 430 280 Q420 210 320 206 Q230 210 210 280Z',
    side: 'M208 290 Q196 140 330 148 Q446 156 432 280 Q420 200 360 196 Q300 230 230 214 Q214 250 208 290Z',
    long: 'M204 300 Q190 140 320 142 Q450 140 436 300 Q430 210 330 196 Q250 220 204 300Z',
    bun: 'M210 280 Q200 150 320 146 Q440 150 430 280 Q420 200 320 200 Q230 200 210 280Z',
    curly:
      'M200 290 Q170 180 240 150 Q300 110 380 140 Q460 160 440 290 Q430 220 320 210 Q220 220 200 290Z',
    crop: 'M216 250 Q220 168 320 166 Q420 168 424 250 Q400 204 320 204 Q240 204 216 250Z',
  };
  out += path(hairTop[spec.hair], hair);
  if (spec.hair === 'bun') out += circle(320, 140, 42, hair);
  if (spec.hair === 'curly')
    for (let i = 0; i < 9; i += 1)
      out += circle(220 + i * 25, 170 + Math.abs(4 - i) * 12, 22, hair);
  out += ellipse(280, 292, 9, 11, '#2a2320') + ellipse(360, 292, 9, 11, '#2a2320');
  out += path('M258 264 Q280 252 300 262', 'none', {
    stroke: hair,
    'stroke-width': 7,
    'stroke-linecap': 'round',
  });
  out += path('M340 262 Q360 252 382 264', 'none', {
    stroke: hair,
    'stroke-width': 7,
    'stroke-linecap': 'round',
  });
  out += path('M320 300 Q310 332 322 338', 'none', {
    stroke: shade,
    'stroke-opacity': 0.2,
    'stroke-width': 5,
    'stroke-linecap': 'round',
  });
  out += path('M290 360 Q320 384 350 360', 'none', {
    stroke: '#8a3b34',
    'stroke-width': 7,
    'stroke-linecap': 'round',
  });
  out +=
    ellipse(262, 330, 18, 10, '#e8776c', { opacity: 0.18 }) +
    ellipse(378, 330, 18, 10, '#e8776c', { opacity: 0.18 });
  if (spec.glasses) {
    const lens = { stroke: C.navy, 'stroke-width': 6 };
    out +=
      circle(280, 294, 30, C.white, { ...lens, 'fill-opacity': 0.15 }) +
      circle(360, 294, 30, C.white, { ...lens, 'fill-opacity': 0.15 });
    out += path('M310 292 Q320 284 330 292', 'none', lens);
  }
  return out;
}
