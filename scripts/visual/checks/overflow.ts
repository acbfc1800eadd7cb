/**
 * D44, WCAG 1.4.10: the page never scrolls sideways. When the document is wider than the
 * viewport, the outermost elements that stick out (not clipped by a scrolling or hidden
 * ancestor) are named.
 */
import type { Finding } from '../findings';
import type { Probe } from '../page/probe';
import { collect, type Screen } from '../screen';

export function installOverflow(probe: Probe): void {
  const clipped = (element: Element): boolean => {
    for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
      if (getComputedStyle(at).overflowX !== 'visible') return true;
    }
    return false;
  };

  probe.collect.overflow = () => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const sticksOut = (element: Element): boolean => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && (rect.right > limit + 0.5 || rect.left < -0.5);
    };
    const offenders: string[] = [];
    if (root.scrollWidth > limit) {
      for (const element of document.body.querySelectorAll('*')) {
        if (!sticksOut(element) || clipped(element)) continue;
        const parent = element.parentElement;
        if (parent && parent !== document.body && sticksOut(parent)) continue;
        const rect = element.getBoundingClientRect();
        offenders.push(
          `${probe.describe(element)} spans ${Math.round(rect.left)}…${Math.round(rect.right)} px`,
        );
        if (offenders.length === 3) break;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: limit, offenders };
  };
}

export async function overflowFindings({ page }: Screen): Promise<Finding[]> {
  const { scrollWidth, clientWidth, offenders } = await collect(page, 'overflow');
  if (scrollWidth <= clientWidth) return [];
  return [
    {
      check: 'overflow',
      element: offenders.join('; ') || 'the document',
      figure: `the page is ${scrollWidth} px wide in a ${clientWidth} px viewport`,
    },
  ];
}
