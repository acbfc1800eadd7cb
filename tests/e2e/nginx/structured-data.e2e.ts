/**
 * The structured data (JSON-LD) of a snapshot build's pages as nginx serves them, checked as a
 * search engine would read it: every block is JSON, and structured-data-testing-tool with its
 * Google preset finds no error (issue 23's target; D38 in docs/decisions.md: BlogPosting with
 * image and date, BreadcrumbList on item pages, other types only when truthfully filled).
 * Warnings (recommended fields the backend does not give, such as a post's `dateModified`)
 * are not errors. No browser: raw HTML is what a crawler that runs no script reads.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { structuredDataTest, type TestResult } from 'structured-data-testing-tool';
import { Google } from 'structured-data-testing-tool/presets';
import { blogs } from '@/mocks/fixtures/blog';
import { jobOpenings } from '@/mocks/fixtures/careers';
import { events } from '@/mocks/fixtures/events';
import { parkingServices } from '@/mocks/fixtures/parking';
import { BASE_URL } from '../support';

/** Each page, with the schemas its JSON-LD must hold (so that the validator checked them). */
const PAGES: [string, string[]][] = [
  [`/blogsection/${blogs[0]?._id ?? ''}`, ['WebPage', 'BlogPosting', 'BreadcrumbList']],
  [`/events/${events[0]?._id ?? ''}`, ['WebPage', 'BreadcrumbList']],
  [`/case/${parkingServices[0]?._id ?? ''}`, ['WebPage', 'BreadcrumbList']],
  [`/skills/${jobOpenings[0]?._id ?? ''}`, ['WebPage', 'BreadcrumbList']],
  [`/hi/blogsection/${blogs[1]?._id ?? ''}`, ['WebPage', 'BlogPosting', 'BreadcrumbList']],
  ['/blog', ['WebPage']],
  ['/faq', ['WebPage', 'FAQPage']],
];

/** The validator's result whether it passed or not (it rejects when a test failed). */
async function validate(html: string): Promise<TestResult> {
  try {
    return await structuredDataTest(html, { presets: [Google] });
  } catch (error: unknown) {
    const failed = error as { type?: string; res?: TestResult };
    if (failed.type === 'VALIDATION_FAILED' && failed.res) return failed.res;
    throw error;
  }
}

describe('JSON-LD valid for Google (structured-data-testing-tool)', () => {
  for (const [urlPath, schemas] of PAGES) {
    test(urlPath, async () => {
      const response = await fetch(`${BASE_URL}${urlPath}`);
      assert.equal(response.status, 200);
      const html = await response.text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
      const types = blocks.map(
        ([, json = '']) => (JSON.parse(json) as { '@type': string })['@type'],
      );
      assert.deepEqual(types.sort(), [...schemas].sort(), 'the JSON-LD blocks');
      const result = await validate(html);
      const errors = result.failed.map(
        (outcome) => `${outcome.test}: ${outcome.error?.message ?? outcome.description ?? ''}`,
      );
      assert.deepEqual(errors, [], 'errors');
      assert.deepEqual([...result.schemas].sort(), [...schemas].sort(), 'schemas validated');
    });
  }
});
