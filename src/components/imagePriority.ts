/**
 * How soon an image is wanted, for the site's own pictures (ResponsiveImage) and the server's
 * (RemoteImage) alike. 'main': the page's largest picture, requested at once at high priority
 * and decoded with the first paint that has it; one per page at most. 'eager': above the fold.
 * 'lazy': when it nears the viewport. 'later': the same at low priority.
 */
export type ImagePriority = 'main' | 'eager' | 'lazy' | 'later';

/** The <img> attributes each priority stands for. */
export function imageLoadingAttributes(priority: ImagePriority) {
  return {
    loading: priority === 'main' || priority === 'eager' ? 'eager' : 'lazy',
    // Decoded aside, the main image would wait for a free frame (a late largest paint).
    decoding: priority === 'main' ? 'sync' : 'async',
    fetchPriority: FETCH_PRIORITY[priority],
  } as const;
}

/**
 * Whether an image is left without its file in the prerendered HTML (and in the render that
 * hydrates it), to get it once the app runs. The browser starts lazy images within about a
 * screen's height of the viewport as soon as it lays the page out, so in the HTML they would
 * share the connection with the main image and delay the page's largest paint (home's slides
 * and solution cards: 75 KB beside a 13 KB hero; a service's eleven site photos, 270 KB,
 * beside its 15 KB picture). Below the fold nobody misses them for the second until the app
 * runs; the box is reserved by width and height all along, and a `<noscript>` copy serves
 * readers without script.
 */
export function waitsForApp(priority: ImagePriority, appRunning: boolean): boolean {
  return !appRunning && (priority === 'lazy' || priority === 'later');
}

const FETCH_PRIORITY = { main: 'high', eager: 'auto', lazy: 'auto', later: 'low' } as const;

/**
 * A picture list's priorities: the first is the page's main image (on a phone it is the
 * largest thing in view, and the first one shown), the rest load as they near the viewport.
 */
export function listImagePriority(index: number): ImagePriority {
  return index === 0 ? 'main' : 'lazy';
}
