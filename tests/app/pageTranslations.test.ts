/**
 * D31, D37: a prerendered page carries the translations it rendered with, and no more of the
 * per-page maps than its own entry: every byte counts on a phone's first round trip
 * (docs/performance.md, "Languages"). That these suffice to hydrate is tests/app/hydration.
 */
import { readLocale } from '../../scripts/build/locales.cjs';
import { renderPage } from '@/prerender';

interface SeoSection {
  pages: Record<string, string>;
  shareAlt: Record<string, string>;
  detail: Record<string, string>;
}

async function embedded(path: string, language: 'en' | 'hi' = 'en') {
  return (await renderPage(path, language, readLocale(language))).translation;
}

async function seoOf(path: string, language: 'en' | 'hi'): Promise<SeoSection> {
  return (await embedded(path, language)).seo as SeoSection;
}

describe('the translations a prerendered page embeds', () => {
  it('hold the page’s own description and none of the other pages’', async () => {
    expect(Object.keys((await seoOf('/faq', 'en')).pages)).toEqual(['faq']);
    expect(Object.keys((await seoOf('/hi/aboutus', 'hi')).pages)).toEqual(['about']);
  });

  it('hold the page’s own share picture text and none of the other sections’', async () => {
    expect(Object.keys((await seoOf('/faq', 'en')).shareAlt)).toEqual(['support']);
    expect(Object.keys((await seoOf('/hi/aboutus', 'hi')).shareAlt)).toEqual(['about']);
  });

  it('keep the description’s text as the language file has it', async () => {
    const hindi = readLocale('hi') as unknown as { seo: SeoSection };
    expect((await seoOf('/hi/aboutus', 'hi')).pages.about).toBe(hindi.seo.pages.about);
  });

  it('leave the language file itself whole for the pages rendered after it', async () => {
    const english = readLocale('en') as unknown as { seo: SeoSection };
    await seoOf('/faq', 'en');
    expect(Object.keys(english.seo.pages).length).toBeGreaterThan(20);
  });

  it('hold the policy a legal page shows and none of the other three', async () => {
    const english = readLocale('en') as unknown as { legal: Record<string, unknown> };
    const legal = (await embedded('/refund')).legal as Record<string, unknown>;
    expect(Object.keys(legal).sort()).toEqual(['contact', 'lastUpdated', 'refund']);
    expect(legal.refund).toEqual(english.legal.refund);
    const hindi = (await embedded('/hi/privacypolicy', 'hi')).legal as Record<string, unknown>;
    expect(Object.keys(hindi).sort()).toEqual(['contact', 'lastUpdated', 'privacy']);
  });

  it('hold no item page’s description on a fixed page', async () => {
    expect((await seoOf('/faq', 'en')).detail).toEqual({});
  });

  it('hold of the lead forms’ texts only the newsletter box’s where no lead form is', async () => {
    const page = await embedded('/');
    expect(page.forms).toEqual({ gettingReady: 'Getting ready…' });
    expect(page).not.toHaveProperty('leads');
  });

  it.each(['/contact', '/joinus', '/form'])(
    'hold every text a lead form shows after hydration on %s',
    async (path) => {
      const english = readLocale('en') as unknown as Record<string, unknown>;
      const page = await embedded(path);
      expect(page.forms).toEqual(english.forms);
      expect(page.leads).toEqual(english.leads);
    },
  );
});
