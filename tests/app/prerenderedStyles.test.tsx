/**
 * The prerender's styles (src/app/prerenderedStyles.ts): the rules in a plain <style>, which
 * styled-components leaves where it is in the browser, and its markers alone in the
 * <style data-styled> it reads to learn the names it need not generate again.
 */
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { stylesKeptInPlace } from '@/app/prerenderedStyles';

const Title = styled.h1`
  color: rebeccapurple;
`;
const Note = styled.p`
  margin: 0;
  @media (max-width: 600px) {
    margin: 1rem;
  }
`;

function serverStyles(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <>
          <Title>Parking</Title>
          <Note>Campus</Note>
        </>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

function styleElements(html: string): HTMLStyleElement[] {
  const head = document.createElement('head');
  head.innerHTML = html;
  return [...head.querySelectorAll('style')];
}

describe('stylesKeptInPlace', () => {
  it('writes the rules in a plain <style>, and the markers alone in the one styled-components reads', () => {
    const original = serverStyles();
    const [rules, markers, ...rest] = styleElements(stylesKeptInPlace(original));

    expect(rest).toEqual([]);
    expect(rules?.attributes).toHaveLength(0);
    expect(rules?.textContent).toContain('color:rebeccapurple;');
    expect(rules?.textContent).toContain('@media (max-width: 600px)');
    expect(rules?.textContent).not.toContain('data-styled');
    expect(markers?.getAttribute('data-styled')).toBe('true');
    expect(markers?.getAttribute('data-styled-version')).toBeTruthy();
    const markerLines = markers?.textContent.split('/*!sc*/\n').filter(Boolean) ?? [];
    expect(markerLines).toHaveLength(2);
    for (const line of markerLines)
      expect(line).toMatch(/^data-styled\.g\d+\[id="[^"]+"\]\{content:"[^"]+"\}$/);
    // Nothing is lost: the original's rules and markers, in the same order.
    const [whole] = styleElements(original);
    const originalParts = whole?.textContent.split('/*!sc*/\n').filter(Boolean) ?? [];
    expect(originalParts.filter((part) => !part.startsWith('data-styled')).join('')).toBe(
      rules?.textContent,
    );
    expect(originalParts.filter((part) => part.startsWith('data-styled'))).toEqual(markerLines);
  });

  it('writes nothing for a page without styled components', () => {
    expect(stylesKeptInPlace('')).toBe('');
  });

  it('stops the build on output it does not know', () => {
    expect(() => stylesKeptInPlace('<link rel="stylesheet" href="/x.css">')).toThrow(
      /unexpected style tag/,
    );
  });
});
