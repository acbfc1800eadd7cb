// React passes unknown lower-case attributes through to the DOM, but its types do not list
// `elementtiming` (the Element Timing API, src/app/appScripts.ts reads it).
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- must match React's declaration to merge
  interface ImgHTMLAttributes<T> {
    /** Names the image for Element Timing: the browser then reports when it was painted. */
    elementtiming?: string;
  }
}
