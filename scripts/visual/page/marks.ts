import type { Probe } from './probe';

/**
 * Page side (see probe.ts): elements Node names by number, and the temporary styles the
 * checks put on them (hidden, text made transparent, controls removed) and take off again.
 */
export function installMarks(probe: Probe): void {
  const marked: Element[] = [];
  const saved = new Map<string, [string, string]>();
  probe.mark = (element) => {
    const known = marked.indexOf(element);
    if (known >= 0) return known;
    marked.push(element);
    return marked.length - 1;
  };
  probe.styleMarked = (ids, property, value, on) => {
    for (const id of ids) {
      const element = marked[id];
      if (!(element instanceof HTMLElement || element instanceof SVGElement)) continue;
      const key = `${id} ${property}`;
      if (on) {
        if (!saved.has(key)) {
          saved.set(key, [
            element.style.getPropertyValue(property),
            element.style.getPropertyPriority(property),
          ]);
        }
        element.style.setProperty(property, value, 'important');
      } else {
        const [before, priority] = saved.get(key) ?? ['', ''];
        saved.delete(key);
        if (before) element.style.setProperty(property, before, priority);
        else element.style.removeProperty(property);
      }
    }
  };
  probe.toggleControls = (ids, on) => {
    for (const id of ids) {
      const element = marked[id];
      if (element instanceof HTMLVideoElement) element.controls = on;
    }
  };
}
