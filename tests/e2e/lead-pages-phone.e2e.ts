/**
 * Issue 11: axe on the lead pages at 375 px. leads.e2e.ts checks them at 1280 px; the
 * heading-order report on /contact came at both widths, so the phone layout is checked too.
 * With these, every route of the site passes axe at 375 and 1280 px.
 */
import { after, describe, test } from 'node:test';
import { jobOpenings } from '@/mocks/fixtures/careers';
import { closeBrowser, expectNoAxeViolations, sweepTab } from './support';

after(closeBrowser);

const ROUTES = ['/career', `/skills/${jobOpenings[0]?._id ?? ''}`, '/form', '/contact', '/joinus'];

void describe('lead pages on a phone', { concurrency: 1 }, () => {
  const tab = sweepTab({ width: 375, height: 740 });
  after(tab.close);
  for (const route of ROUTES) {
    void test(`axe finds no violations on ${route} at 375 px`, async () => {
      const { page } = await tab.visit(route);
      await expectNoAxeViolations(page, `${route} at 375 px`);
    });
  }
});
