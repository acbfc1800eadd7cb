/** Figures: standing people (feet on y = 0, about 170 tall) and seated busts, with varied
 * skin, hair and clothing drawn from a seeded generator. */
import { CLOTH_COLOURS, C, HAIR_COLOURS, SKIN_TONES } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { circle, ellipse, g, line, path, rect } from '../lib/svg';

export type Prop = 'none' | 'tablet' | 'sapling' | 'shovel' | 'mic' | 'phone' | 'clipboard';

export interface Look {
  skin: string;
  hair: string;
  shirt: string;
  pants: string;
  long: boolean;
  dress: boolean;
  helmet: boolean;
}

export function randomLook(rng: Rng, helmet = false): Look {
  const long = rng.chance(0.45);
  return {
    skin: rng.pick(SKIN_TONES),
    hair: rng.pick(HAIR_COLOURS),
    shirt: rng.pick(CLOTH_COLOURS),
    pants: rng.pick([C.navy, '#33415c', '#5c4b3b', '#2f3e46']),
    long,
    dress: long && !helmet && rng.chance(0.4),
    helmet,
  };
}

function head(l: Look, cx: number, cy: number): string {
  let out = '';
  if (l.long && !l.helmet)
    out +=
      rect(cx - 21, cy - 6, 11, 34, l.hair, { rx: 5 }) +
      rect(cx + 10, cy - 6, 11, 34, l.hair, { rx: 5 });
  out += rect(cx - 6, cy + 10, 12, 12, l.skin) + circle(cx, cy, 17, l.skin);
  if (l.helmet)
    return (
      out +
      circle(cx - 6, cy + 1, 1.8, '#2a2320') +
      circle(cx + 6, cy + 1, 1.8, '#2a2320') +
      path(
        `M${cx - 21} ${cy - 2} Q${cx - 20} ${cy - 26} ${cx} ${cy - 26} Q${cx + 20} ${cy - 26} ${cx + 21} ${cy - 2}Z`,
        C.amber,
      ) +
      rect(cx - 24, cy - 4, 48, 5, C.amberDark, { rx: 2 })
    );
  out += circle(cx - 6, cy + 1, 1.8, '#2a2320') + circle(cx + 6, cy + 1, 1.8, '#2a2320');
  return (
    out +
    path(
      `M${cx - 18} ${cy + 2} Q${cx - 20} ${cy - 20} ${cx} ${cy - 20} Q${cx + 20} ${cy - 20} ${cx + 18} ${cy + 2} Q${cx + 6} ${cy - 12} ${cx - 18} ${cy + 2}Z`,
      l.hair,
    )
  );
}

function prop(kind: Prop, l: Look): string {
  switch (kind) {
    case 'tablet':
      return (
        rect(14, -116, 26, 34, C.navy, { rx: 3 }) +
        rect(17, -113, 20, 26, '#4fd1c5') +
        circle(22, -96, 6, l.skin)
      );
    case 'sapling':
      return (
        rect(-14, -92, 28, 22, C.trunk, { rx: 3 }) +
        line(0, -92, 0, -124, C.leafDark, 3) +
        ellipse(-8, -118, 9, 5, C.leaf) +
        ellipse(8, -126, 9, 5, C.leaf)
      );
    case 'shovel':
      return line(26, -150, 30, -20, C.trunk, 5) + path('M22 -24 h18 l-2 24 h-14z', C.greyMid);
    case 'mic':
      return line(18, -118, 24, -150, '#1f2933', 4) + circle(24, -152, 6, '#1f2933');
    case 'phone':
      return rect(16, -120, 14, 24, '#1f2933', { rx: 3 }) + rect(18, -117, 10, 17, '#4fd1c5');
    case 'clipboard':
      return rect(12, -118, 28, 36, C.trunk, { rx: 2 }) + rect(15, -114, 22, 28, C.white);
    default:
      return '';
  }
}

/** A standing person facing the viewer. */
export function person(l: Look, holding: Prop = 'none', armUp = false): string {
  let out = ellipse(0, 0, 24, 5, '#000', { opacity: 0.18 });
  if (l.dress)
    out +=
      path('M-20 -80 L-26 -6 L26 -6 L20 -80Z', l.shirt) +
      rect(-11, -6, 8, 6, l.skin) +
      rect(3, -6, 8, 6, l.skin);
  else
    out +=
      rect(-14, -84, 13, 80, l.pants) +
      rect(1, -84, 13, 80, l.pants) +
      ellipse(-8, -3, 9, 4, '#1f2933') +
      ellipse(8, -3, 9, 4, '#1f2933');
  out += path('M-22 -76 L-22 -124 Q-22 -140 -6 -140 L6 -140 Q22 -140 22 -124 L22 -76Z', l.shirt);
  out += path('M-6 -140 L0 -130 L6 -140Z', l.skin);
  out += rect(-31, -134, 10, 56, l.shirt, { rx: 5 }) + circle(-26, -76, 6, l.skin);
  if (armUp)
    out += g(rect(-5, -50, 10, 54, l.shirt, { rx: 5 }) + circle(0, -52, 6, l.skin), {
      transform: 'translate(26 -130) rotate(30)',
    });
  else out += rect(21, -134, 10, 56, l.shirt, { rx: 5 }) + circle(26, -76, 6, l.skin);
  return out + head(l, 0, -160) + prop(holding, l);
}

/** Upper body only (for people behind tables, desks or in an audience). */
export function bust(l: Look, back = false): string {
  if (back)
    return (
      path('M-26 0 L-24 -40 Q-22 -56 0 -56 Q22 -56 24 -40 L26 0Z', l.shirt) +
      circle(0, -70, 18, l.hair)
    );
  return path('M-26 0 L-24 -40 Q-22 -56 0 -56 Q22 -56 24 -40 L26 0Z', l.shirt) + head(l, 0, -74);
}
