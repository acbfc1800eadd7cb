/**
 * D44: a hint is read whole. An empty text field whose placeholder is wider than the room inside
 * it shows the hint cut at its edge: `Zum Beispiel „ANPR“, „Schranke“ oder „` in a field on a
 * 390 px phone (issue 59's second pass, in German, French, Russian and Spanish). The room is
 * the field's content box; the placeholder is measured in the field's own font. Text areas wrap
 * their placeholder, so only single-line fields are looked at.
 */
import type { Finding } from '../findings';
import type { CutPlaceholder, Probe } from '../page/probe';
import { collect, type Screen } from '../screen';

export function installCutPlaceholders(probe: Probe): void {
  const context = document.createElement('canvas').getContext('2d');
  probe.collect.cutPlaceholders = () => {
    if (!context) return [];
    const band = probe.freeBand();
    const cut: CutPlaceholder[] = [];
    for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      const box = field.getBoundingClientRect();
      if (field.value !== '' || box.width === 0 || box.bottom <= band.top || box.top >= band.bottom)
        continue;
      const style = getComputedStyle(field);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const needed = context.measureText(field.placeholder).width;
      const room =
        field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (needed > room + 1) {
        cut.push({
          label: probe.describe(field),
          placeholder: field.placeholder,
          needed: Math.ceil(needed),
          room: Math.floor(room),
        });
      }
    }
    return cut;
  };
}

export async function cutPlaceholderFindings({ page }: Screen): Promise<Finding[]> {
  return (await collect(page, 'cutPlaceholders')).map(({ label, placeholder, needed, room }) => ({
    check: 'cut-placeholder',
    element: label,
    figure: `its placeholder "${placeholder}" needs ${needed} px, the field has ${room} px`,
  }));
}
