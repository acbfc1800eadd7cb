/** D31, D32: when the boot script lets prerendered HTML show before the app has rendered. */
import {
  appRoutesValue,
  holdsPageFor,
  NOT_FOUND_MARK,
  removePrerenderedHead,
} from '@/app/prerendered';

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

  it('hides the bare app shell, which holds no page', () => {
    expect(holdsPageFor(null, '/case/1')).toBe(false);
  });
});

describe('holdsPageFor the not-found page (404.html)', () => {
  const appRoutes = appRoutesValue(['/', '/aboutus', '/erp'], ['/case/', '/blogsection/']);

  it('lists exact paths and path prefixes', () => {
    expect(appRoutes).toBe('/ /aboutus /erp /case/* /blogsection/*');
  });

  it('keeps it at a path the app does not know', () => {
    expect(holdsPageFor(NOT_FOUND_MARK, '/nowhere', appRoutes)).toBe(true);
    expect(holdsPageFor(NOT_FOUND_MARK, '/404.html', appRoutes)).toBe(true);
    expect(holdsPageFor(NOT_FOUND_MARK, '/about', appRoutes)).toBe(true);
    expect(holdsPageFor(NOT_FOUND_MARK, '/cases/1', appRoutes)).toBe(true);
  });

  it('hides it where a host served it for a route of the app', () => {
    expect(holdsPageFor(NOT_FOUND_MARK, '/', appRoutes)).toBe(false);
    expect(holdsPageFor(NOT_FOUND_MARK, '/AboutUs/', appRoutes)).toBe(false);
    expect(holdsPageFor(NOT_FOUND_MARK, '/erp', appRoutes)).toBe(false);
    expect(holdsPageFor(NOT_FOUND_MARK, '/case/65a1', appRoutes)).toBe(false);
    expect(holdsPageFor(NOT_FOUND_MARK, '/BlogSection/abc/', appRoutes)).toBe(false);
  });

  it('hides it when the list of routes is missing', () => {
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
