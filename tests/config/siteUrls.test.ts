import { canonicalPath } from '@/config/siteUrls';
import { fixedRoutes } from '@/config/routeTable';

describe('canonical paths come from the route table, not the address as typed', () => {
  it.each([
    ['/AboutUs', '/aboutus'],
    ['/ABOUTUS/', '/aboutus'],
    ['/aboutus//', '/aboutus'],
    ['/FAQ', '/faq'],
    ['/', '/'],
    ['/Case/Abc123', '/case/Abc123'],
    ['/BLOGSECTION/65f0c1/', '/blogsection/65f0c1'],
    ['/Nowhere/Else', '/nowhere/else'],
  ])('%s is known as %s', (address, canonical) => {
    expect(canonicalPath(address)).toBe(canonical);
  });

  it('every fixed route is its own canonical path, whatever its letter case', () => {
    for (const { path } of fixedRoutes) {
      expect(canonicalPath(path.toUpperCase())).toBe(path);
    }
  });
});
