import { kindOf, pageDocuments } from '../../scripts/build/searchIndex/pageDocuments';

/** A prerendered page as the prerender writes it, reduced to what the index reads. */
const page = (main: string) =>
  `<!doctype html><html lang="en"><head><title>T</title><script>boot()</script></head><body>` +
  `<div id="root"><header><nav><a href="/">Home</a></nav></header>` +
  `<main id="main"><div>${main}</div></main><footer>Footer text</footer></div></body></html>`;

describe('search index: the documents of a prerendered page (E1)', () => {
  it("takes the <h1> as title and <main>'s visible text, without the chrome, scripts or decorations", () => {
    const html = page(
      '<h1>Our <em>Solutions</em></h1><p>Boom <strong>barriers</strong> at every gate.</p>' +
        '<svg><text>icon</text></svg><span aria-hidden="true">decor</span>' +
        '<div role="status">Loading...</div><noscript>no script</noscript><ul><li>ANPR</li><li>FASTag</li></ul>',
    );
    expect(pageDocuments(html, '/solution')).toEqual([
      {
        url: '/solution',
        kind: 'solution',
        title: 'Our Solutions',
        text: 'Boom barriers at every gate. ANPR FASTag',
      },
    ]);
  });

  it('makes each FAQ question a document of its own that opens it, out of the page', () => {
    const question = (id: string, q: string, a: string) =>
      `<div id="faq-${id}"><h2><button aria-expanded="false">${q}</button></h2>` +
      `<div role="region" hidden><p>${a}</p></div></div>`;
    const html = page(
      `<h1>Frequently Asked Questions</h1><p>Answers.</p>${question('a1', 'Can I pay with FASTag?', 'Yes, at the lane.')}${question('b/2', 'How long?', 'A day.')}`,
    );
    expect(pageDocuments(html, '/faq')).toEqual([
      { url: '/faq', kind: 'page', title: 'Frequently Asked Questions', text: 'Answers.' },
      {
        url: '/faq#faq-a1',
        kind: 'faq',
        title: 'Can I pay with FASTag?',
        text: 'Yes, at the lane.',
      },
      { url: '/faq#faq-b%2F2', kind: 'faq', title: 'How long?', text: 'A day.' },
    ]);
  });

  it("leaves out the Chinese word breaks and the note on the content's language (E6)", () => {
    // The zh translations carry U+200B between words for line breaking: no part of a word.
    const html = page(
      '<h1>\u505c\u8f66\u200b\u89e3\u51b3\u65b9\u6848</h1>' +
        '<p role="note"><svg></svg><span>\u6b64\u5185\u5bb9\u4ee5\u82f1\u6587\u663e\u793a\u3002</span></p>' +
        '<p lang="en">Parking in English.</p>',
    );
    expect(pageDocuments(html, '/blog')).toEqual([
      {
        url: '/blog',
        kind: 'page',
        title: '\u505c\u8f66\u89e3\u51b3\u65b9\u6848',
        text: 'Parking in English.',
      },
    ]);
  });

  it('knows each route kind', () => {
    expect(
      ['/solution', '/case', '/airport', '/case/x', '/blogsection/x', '/events/x', '/skills/x'].map(
        kindOf,
      ),
    ).toEqual(['solution', 'space', 'space', 'space', 'blogPost', 'event', 'job']);
    expect(['/', '/blog', '/events', '/faq', '/terms'].map(kindOf)).toEqual(Array(5).fill('page'));
  });

  it('gives nothing for a page without <main> or text', () => {
    expect(pageDocuments('<html><body><p>x</p></body></html>', '/')).toEqual([]);
    expect(pageDocuments(page(''), '/')).toEqual([]);
  });
});
