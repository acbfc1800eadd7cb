/**
 * D45: a feature one engine lacks is skipped without an error (docs/development.md, "Features
 * an engine lacks"). First the engine must lack exactly what the table says, so a journey below
 * really runs the fallback there; then the pages that use each feature work without it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAIN_IMAGE_TIMING } from '@/lib/mainImage';
import type { EngineName } from '../driver/engine';
import { ENGINE, TABS, withTab } from './context';

type Feature =
  | 'speculationRules'
  | 'networkInformation'
  | 'elementTiming'
  | 'requestIdleCallback'
  | 'imageSmoothingQuality';

/** Whether the engine has the feature, asked in the page. */
const DETECT: Record<Feature, string> = {
  speculationRules: `HTMLScriptElement.supports?.('speculationrules') === true`,
  networkInformation: `'connection' in navigator`,
  elementTiming: `PerformanceObserver.supportedEntryTypes.includes('element')`,
  requestIdleCallback: `typeof window.requestIdleCallback === 'function'`,
  imageSmoothingQuality: `'imageSmoothingQuality' in CanvasRenderingContext2D.prototype`,
};

/** What each engine lacks of what the site uses: the table in docs/development.md. */
const LACKS: Record<EngineName, readonly Feature[]> = {
  chromium: [],
  // The photo shrinks at the canvas's default smoothing: leads.ts's DSA journey.
  firefox: ['speculationRules', 'networkInformation', 'elementTiming', 'imageSmoothingQuality'],
  webkit: ['speculationRules', 'networkInformation', 'elementTiming', 'requestIdleCallback'],
};

void describe('features an engine lacks', { concurrency: TABS }, () => {
  void test(`${ENGINE} lacks what docs/development.md says it lacks`, () =>
    withTab(async (tab) => {
      await tab.goto('/aboutus');
      const lacking: Feature[] = [];
      for (const [feature, detect] of Object.entries(DETECT) as [Feature, string][]) {
        if (!(await tab.evaluate<boolean>(detect))) lacking.push(feature);
      }
      assert.deepEqual(lacking, LACKS[ENGINE]);
    }));

  // Element Timing tells the boot script when the main image is on screen (src/app/appScripts.ts);
  // without it, the image's load and two frames do. The Speculation-Rules header is ignored.
  void test('the home page starts the app after its main image, with or without Element Timing', () =>
    withTab(async (tab) => {
      await tab.goto('/');
      const image = await tab.evaluate<{ complete: boolean; width: number } | null>(
        `(() => { const image = document.querySelector('[elementtiming="${MAIN_IMAGE_TIMING}"]');
          return image && { complete: image.complete, width: image.naturalWidth }; })()`,
      );
      assert.ok(image?.complete && image.width > 0, 'the main image loaded');
    }));

  // Prefetch on intent reads navigator.connection (none: allowed on intent, never on view) and
  // waits for an idle moment (no requestIdleCallback: a plain task) before asking for the data.
  void test('a link the pointer rests on prefetches its page’s data', () =>
    withTab(async (tab) => {
      await tab.goto('/aboutus');
      const blogData = `performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/blogs/getAll'))`;
      assert.equal(await tab.evaluate<boolean>(blogData), false);
      await tab.hover({ role: 'link', name: 'Blogs', within: { role: 'banner' } });
      await tab.waitFor('the blog list’s data to be prefetched', blogData);
    }));
});
