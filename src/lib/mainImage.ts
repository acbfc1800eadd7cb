/**
 * The Element Timing name of a page's main image (ResponsiveImage `priority="main"`, one per
 * page at most). The boot script finds the image by it and, where the browser supports
 * Element Timing, learns from it when the image has been painted, whatever its size
 * (src/app/appScripts.ts).
 */
export const MAIN_IMAGE_TIMING = 'main-image';
