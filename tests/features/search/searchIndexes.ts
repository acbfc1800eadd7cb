/**
 * Search indexes for the tests, made by the build's own writer (scripts/build/searchIndex/)
 * from a few documents, and served by MSW where the browser fetches them: the real MiniSearch
 * searches them, only the network is stood in for.
 */
import { http, HttpResponse } from 'msw';
import { indexJson } from '../../../scripts/build/searchIndex/writeSearchIndexes';
import type { SearchDocument } from '@/features/search/searchIndex';
import type { Language } from '@/i18n/languages';
import { server } from '@/mocks/node';

export const englishDocuments: SearchDocument[] = [
  {
    id: 0,
    url: '/solution',
    kind: 'solution',
    title: 'Our Solutions',
    text: 'Parking management with ANPR cameras and FASTag lanes. Warehouse gate automation books every truck into a dock slot.',
  },
  {
    id: 1,
    url: '/blogsection/65a3e2f1a5d0c1d2e3f4a501',
    kind: 'blogPost',
    title: 'Reading number plates after dark',
    text: 'Infrared illumination keeps ANPR accuracy above 98% at night, even in the rain.',
  },
  {
    id: 2,
    url: '/faq#faq-65a5a4b3c7f0e1f2a3b4c502',
    kind: 'faq',
    title: 'Can drivers pay for parking with FASTag?',
    text: 'Yes. We install a UHF FASTag reader at each lane.',
  },
  {
    id: 3,
    url: '/skills/65a2d1e0f4c0b1c2d3e4f501',
    kind: 'job',
    title: 'Embedded Systems Engineer',
    text: 'Build the firmware of our boom barriers in Pune.',
  },
];

export const hindiDocuments: SearchDocument[] = [
  {
    id: 0,
    url: '/solution',
    kind: 'solution',
    title: 'हमारे समाधान',
    text: 'ANPR और FASTag के साथ पार्किंग प्रबंधन, और गोदाम के गेट का स्वचालन।',
  },
];

export const chineseDocuments: SearchDocument[] = [
  {
    id: 0,
    url: '/solution',
    kind: 'solution',
    title: '我们的解决方案',
    text: '停车场管理系统配有车牌识别摄像头和道闸，仓库大门自动化。',
  },
];

const byLanguage: Partial<Record<Language, SearchDocument[]>> = {
  en: englishDocuments,
  hi: hindiDocuments,
  zh: chineseDocuments,
};

/**
 * Serves the index of each language above at /search-index/{lng}.json (404 for the others);
 * the paths requested, in order.
 */
export function serveSearchIndexes(): string[] {
  const requested: string[] = [];
  server.use(
    http.get('*/search-index/:file', ({ request, params }) => {
      requested.push(new URL(request.url).pathname);
      const language = String(params.file).replace(/\.json$/, '') as Language;
      const documents = byLanguage[language];
      if (!documents) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(indexJson(language, documents), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return requested;
}
