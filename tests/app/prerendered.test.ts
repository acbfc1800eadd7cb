/** D31, D32: when the boot script lets prerendered HTML show before the app has rendered. */
import { holdsPageFor, NOT_FOUND_MARK, removePrerenderedHead } from '@/app/prerendered';

describe('holdsPageFor', () => {
  it('keeps a page for its own path, with or without a trailing slash, in any case', () => {
    expect(holdsPageFor('/aboutus', '/aboutus')).toBe(true);
    expect(holdsPageFor('/aboutus', '/aboutus/')).toBe(true);
    expect(holdsPageFor('/aboutus', '/AboutUs')).toBe(true);
    expect(holdsPageFor('/', '/')).toBe(true);
  });

  it('hides the home page served for another path by a host that only falls back', () => {
    expect(holdsPageFor('/', '/blogsection/abc')).toBe(false);
    expect(holdsPageFor('/', '/aboutus')).toBe(false);
  });

  it('hides the bare app shell and the not-found page, which the app renders afresh', () => {
    expect(holdsPageFor(null, '/case/1')).toBe(false);
    expect(holdsPageFor(NOT_FOUND_MARK, '/nowhere')).toBe(false);
  });
});

describe('removePrerenderedHead', () => {
  it('removes the page head the prerender marked, and nothing else', () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><!--page-head--><title>About us | ParkNova</title>' +
      '<meta name="description" content="About"><!--/page-head--><style>body{}</style>';
    removePrerenderedHead(document.head);
    expect(document.head.innerHTML).toBe('<meta charset="utf-8"><style>body{}</style>');
  });
});
