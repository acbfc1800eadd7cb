/**
 * The residential gallery's banner is its main image, but on a phone the first site's first
 * photo, under it and taller there, is the page's largest paint: its prerendered <head> asks
 * for that photo on narrow screens only (docs/performance.md, "Lighthouse benchmark"). Which
 * file and priority the browser then takes is tests/e2e/gallery-banner.e2e.ts.
 */
import { readLocale } from '../../../scripts/build/locales.cjs';
import { images } from '@/generated/images';
import { renderPage } from '@/prerender';

const hints = (head: string) => head.match(/<link rel="preload"[^>]*>/g) ?? [];

describe('the prerendered head of a gallery', () => {
  it('with a banner, asks for the first photo where it is as wide as the text', async () => {
    const { head } = await renderPage('/hi/residential', 'hi', readLocale('hi'));
    expect(hints(head)).toHaveLength(1);
    const [hint = ''] = hints(head);
    expect(hint).toContain(`imageSrcSet="${images.residential1.sources[0].srcSet}"`);
    expect(hint).toContain('fetchPriority="high"');
    expect(hint).toContain('media="(max-width: 648px)"');
  });

  it('without one, asks for nothing ahead: its first photo is the main image everywhere', async () => {
    const { head } = await renderPage('/mall', 'en', readLocale('en'));
    expect(hints(head)).toEqual([]);
  });
});
