/**
 * The searchable text of a prerendered page (E1): what its <main> shows, read from the HTML the
 * prerender wrote, so the index holds exactly the words a visitor reads there, in the page's
 * language. The chrome (navbar, footer) is outside <main> and is left out: it is on every page.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { plainText } from '@/lib/plainText';

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

/** Not text a visitor reads: code, styles, pictures' fallbacks, decorations. */
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'img', 'video']);

/** Elements whose text is a block of its own: a space goes between them and their neighbours. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'button', 'dd', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'label', 'legend', 'li', 'main', 'nav', 'ol', 'p', 'section', 'table', 'td', 'th',
  'tr', 'ul',
]); // prettier-ignore

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/**
 * Decorations, status lines ("Loading...", a form's outcome: a plain build's data pages hold
 * only their loading line, which is no content of theirs) and notes about the page (E6's "shown
 * in English", on every data page of a language: a search for "English" would find them all).
 */
const NOT_CONTENT_ROLES = new Set(['status', 'note']);

function hidden(element: Element): boolean {
  return (
    attribute(element, 'aria-hidden') === 'true' ||
    NOT_CONTENT_ROLES.has(attribute(element, 'role') ?? '')
  );
}

/**
 * The visible text under `node`, whitespace collapsed, without the zero-width spaces of the
 * Chinese translations (a line-breaking aid, no part of a word); `skip` leaves elements out.
 */
export function textOf(node: Node, skip: (element: Element) => boolean = () => false): string {
  const parts: string[] = [];
  const walk = (at: Node) => {
    if (at.nodeName === '#text' && 'value' in at) {
      parts.push(at.value);
      return;
    }
    if (!isElement(at)) return;
    if (SKIPPED.has(at.tagName) || hidden(at) || skip(at)) return;
    const block = BLOCKS.has(at.tagName);
    if (block) parts.push(' ');
    at.childNodes.forEach(walk);
    if (block) parts.push(' ');
  };
  walk(node);
  return plainText(parts.join('')).replace(/\s+/g, ' ').trim();
}

/** Every element under `node` (itself included) for which `test` holds, in document order. */
export function findAll(node: Node, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (at: Node) => {
    if (isElement(at) && test(at)) found.push(at);
    if ('childNodes' in at) at.childNodes.forEach(walk);
  };
  walk(node);
  return found;
}

/** The page's <main>, where its own content is; null for a page without one. */
export function mainOf(html: string): Element | null {
  return findAll(parse(html), (element) => element.tagName === 'main')[0] ?? null;
}
