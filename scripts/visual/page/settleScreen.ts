import type { Probe } from './probe';

/**
 * Page side (see probe.ts): what still moves or loads on the screen. The lint looks only at a
 * screen at rest: sections that reveal on scroll shown, pictures and video frames in view
 * decoded, no transition or finite animation running, the web fonts loaded, no list still
 * loading.
 */
export function installSettle(probe: Probe): void {
  const posters = new Map<string, boolean>();

  const inView = (element: Element): boolean => {
    const rect = element.getBoundingClientRect();
    return rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
  };

  const posterReady = (url: string): boolean => {
    const known = posters.get(url);
    if (known !== undefined) return known;
    posters.set(url, false);
    const image = new Image();
    image.src = url;
    image
      .decode()
      .catch(() => undefined)
      .finally(() => posters.set(url, true));
    return false;
  };

  probe.pendingReasons = () => {
    const reasons: string[] = [];
    if (document.fonts.status !== 'loaded') reasons.push('fonts loading');
    for (const element of document.querySelectorAll('[data-reveal="pending"]')) {
      if (inView(element)) reasons.push(`not revealed: ${probe.describe(element)}`);
    }
    for (const image of document.images) {
      if (!inView(image) || !image.checkVisibility()) continue;
      if ((image.currentSrc || image.src) && !image.complete) {
        reasons.push(`image loading: ${image.currentSrc || image.src}`);
      }
    }
    for (const video of document.querySelectorAll('video')) {
      if (!inView(video) || !video.checkVisibility()) continue;
      const ready = video.poster ? posterReady(video.poster) : video.readyState >= 2;
      if (!ready && video.error === null) reasons.push(`video frame: ${probe.describe(video)}`);
    }
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
      .filter((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        return target === null || inView(target);
      });
    if (running.length > 0) reasons.push(`${running.length} animation(s) running`);
    for (const status of document.querySelectorAll('main [aria-busy="true"]')) {
      if (inView(status)) reasons.push(`busy: ${probe.describe(status)}`);
    }
    return reasons;
  };
}
