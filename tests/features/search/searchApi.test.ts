import { http, HttpResponse } from 'msw';
import { markedResult } from '@/features/search/passage';
import { searchApi, type SearchArgs } from '@/features/search/searchApi';
import type { SearchHit } from '@/features/search/searchEngine';
import { server } from '@/mocks/node';
import { setupApp } from '../../utils/renderWithProviders';
import { serveSearchIndexes } from './searchIndexes';

async function search(args: SearchArgs) {
  const { store } = await setupApp(args.language);
  return store.dispatch(searchApi.endpoints.searchSite.initiate(args));
}

const marks = (segments: { text: string; mark: boolean }[] = []) =>
  segments.filter((s) => s.mark).map((s) => s.text);
/** A result as the dialog shows it (HitSummary), in English unless told. */
const shown = (hit: SearchHit | undefined, language: SearchArgs['language'] = 'en') =>
  hit ? markedResult(hit, language) : undefined;

// The failure first: a language's index, once loaded, is kept for the page's life.
describe('searchSite endpoint, before any index loaded', () => {
  it('fails with the HTTP status when the index cannot be had, and fetches it again next time', async () => {
    let answered = 0;
    server.use(
      http.get('*/search-index/en.json', () => {
        answered += 1;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    const first = await search({ language: 'en', query: 'parking' });
    expect(first.error).toMatchObject({ status: 'CUSTOM_ERROR', data: 404 });
    const second = await search({ language: 'en', query: 'barrier' });
    expect(second.error).toMatchObject({ data: 404 });
    expect(answered).toBe(2);
  });
});

describe('searchSite endpoint', () => {
  it("searches the visitor's language's index only, fetched once for every search", async () => {
    const requested = serveSearchIndexes();
    const hindi = await search({ language: 'hi', query: 'पार्किंग' });
    expect(hindi.data?.hits.map((hit) => hit.url)).toEqual(['/solution']);
    await search({ language: 'hi', query: 'गेट' });
    expect(requested).toEqual(['/search-index/hi.json']);
  });

  it('finds a word with a typo, and marks the word found in the title and the passage', async () => {
    serveSearchIndexes();
    const { data } = await search({ language: 'en', query: 'parkng' });
    const faq = data?.hits.find((hit) => hit.kind === 'faq');
    expect(faq?.title).toBe('Can drivers pay for parking with FASTag?');
    expect(marks(shown(faq)?.title)).toEqual(['parking']);
    expect(faq?.url).toBe('/faq#faq-65a5a4b3c7f0e1f2a3b4c502');
    expect(data?.hits.map((hit) => hit.kind)).toEqual(expect.arrayContaining(['solution', 'faq']));
  });

  it('finds "gates" where the text says "gate", and every word must be found', async () => {
    serveSearchIndexes();
    const gates = await search({ language: 'en', query: 'gates' });
    expect(gates.data?.hits.map((hit) => hit.url)).toEqual(['/solution']);
    expect(marks(shown(gates.data?.hits[0])?.passage)).toContain('gate');
    const both = await search({ language: 'en', query: 'ANPR night' });
    expect(both.data?.hits.map((hit) => hit.kind)).toEqual(['blogPost']);
  });

  it('finds Chinese words inside a sentence without spaces', async () => {
    serveSearchIndexes();
    const { data } = await search({ language: 'zh', query: '道闸' });
    expect(data?.hits.map((hit) => hit.url)).toEqual(['/solution']);
    expect(marks(shown(data?.hits[0], 'zh')?.passage)).toEqual(['道闸']);
  });

  it('answers no words with no results, without fetching an index', async () => {
    const requested = serveSearchIndexes();
    const { data } = await search({ language: 'de', query: '   ' });
    expect(data).toEqual({ query: '', hits: [] });
    expect(requested).toEqual([]);
  });

  it('answers words found nowhere with no results, quoting them', async () => {
    serveSearchIndexes();
    const { data } = await search({ language: 'en', query: ' helicopter ' });
    expect(data).toEqual({ query: 'helicopter', hits: [] });
  });
});
