/**
 * Formats a date in every language of the site, so that the browser's first date formatting
 * happens here and not on the page's main thread. The first `Intl.DateTimeFormat` of a page's
 * process loads ICU's locale and time-zone data: 20–70 ms on this machine, four times that on a
 * mid-range phone, inside the hydration of a page that shows a date (a blog post, a legal page).
 * That start-up is shared by the process, so once a worker has done it the page's own first date
 * costs about a millisecond, in its language or after a change to another
 * (docs/performance.md, "The app's start").
 */
import { PUBLISHER_TIME_ZONE } from '@/config/site';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';

/** Blog dates are the publisher's (D23); a legal page's "Last updated" is a UTC date. */
const TIME_ZONES = [PUBLISHER_TIME_ZONE, 'UTC'];

for (const language of SUPPORTED_LANGUAGES) {
  for (const timeZone of TIME_ZONES) {
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(0);
  }
}
self.postMessage('warm', {});
self.close();
