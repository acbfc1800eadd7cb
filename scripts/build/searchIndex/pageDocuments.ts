/**
 * A prerendered page as search documents (E1): the page itself, titled by its <h1>, and on /faq
 * each question with its answer as a document of its own, which opens the FAQ at that question
 * (`/faq#faq-{id}`, the anchor FaqList gives each question).
 */
import { detailPrefix } from '@/config/routeTable';
import { paths } from '@/config/paths';
import { FAQ_ANCHOR_PREFIX } from '@/features/faq/faqAnchor';
import type { SearchDocument, SearchKind } from '@/features/search/searchIndex';
import { attribute, findAll, mainOf, textOf, type Element } from './pageText';

export type PageDocument = Omit<SearchDocument, 'id'>;

/** What kind of result each route's page is; any other page is a `page`. */
const KIND_BY_ROUTE: readonly (readonly [test: (route: string) => boolean, kind: SearchKind])[] = [
  [(route) => route === paths.solution, 'solution'],
  [(route) => route === paths.caseList || route === paths.airport, 'space'],
  [(route) => route.startsWith(detailPrefix(paths.caseDetail)), 'space'],
  [(route) => route.startsWith(detailPrefix(paths.blogSection)), 'blogPost'],
  [(route) => route.startsWith(detailPrefix(paths.eventDetail)), 'event'],
  [(route) => route.startsWith(detailPrefix(paths.skills)), 'job'],
];

export function kindOf(route: string): SearchKind {
  return KIND_BY_ROUTE.find(([test]) => test(route))?.[1] ?? 'page';
}

/** A question of the FAQ's list, by the anchor it carries (`faqAnchor`). */
const isFaqItem = (element: Element) =>
  attribute(element, 'id')?.startsWith(FAQ_ANCHOR_PREFIX) ?? false;

/**
 * The documents of the page of `route` (its path without the language's prefix: the app's
 * router adds it, D37), none for a page without <main> or without text.
 */
export function pageDocuments(html: string, route: string): PageDocument[] {
  const main = mainOf(html);
  if (!main) return [];
  const heading = findAll(main, (element) => element.tagName === 'h1')[0];
  const title = heading ? textOf(heading) : '';
  const faqs = findAll(main, isFaqItem).map((item) => {
    const question = findAll(item, (element) => element.tagName === 'button')[0];
    const questionText = question ? textOf(question) : '';
    return {
      url: `${route}#${encodeURIComponent(attribute(item, 'id') ?? '')}`,
      kind: 'faq' as const,
      title: questionText,
      text: textOf(item, (element) => element === question),
    };
  });
  const text = textOf(main, (element) => element === heading || isFaqItem(element));
  const page = { url: route, kind: kindOf(route), title, text };
  return [...(title || text ? [page] : []), ...faqs.filter((faq) => faq.title)];
}
