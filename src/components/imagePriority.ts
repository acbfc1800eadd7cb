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

const FETCH_PRIORITY = { main: 'high', eager: 'auto', lazy: 'auto', later: 'low' } as const;

/**
 * A picture list's priorities: the first is the page's main image (on a phone it is the
 * largest thing in view, and the first one shown), the rest load as they near the viewport.
 */
export function listImagePriority(index: number): ImagePriority {
  return index === 0 ? 'main' : 'lazy';
}
