import { paths } from '@/config/paths';
import { galleryForPath, siteBlocks, staticGalleries } from '@/features/galleries/content';
import { images } from '@/generated/images';

describe('static gallery definitions (D5)', () => {
  it('cover exactly the six gallery routes, once each', () => {
    expect(staticGalleries.map((gallery) => gallery.path).sort()).toEqual(
      [
        paths.mall,
        paths.residential,
        paths.truck,
        paths.railway,
        paths.holy,
        paths.business,
      ].sort(),
    );
  });

  it('give the residential gallery a banner and three photos of one site', () => {
    const residential = galleryForPath(paths.residential);
    expect(residential?.banner).toBeDefined();
    expect(residential?.sites).toHaveLength(1);
    expect(residential?.sites[0]?.photos).toHaveLength(3);
  });

  it('find a gallery whatever the letter case or a trailing slash, as the router does', () => {
    expect(galleryForPath('/MALL/')?.id).toBe('mall');
    expect(galleryForPath('/bussiness')?.id).toBe('business');
    expect(galleryForPath('/business')).toBeUndefined();
  });

  it('put sites of one photo each side by side, a site of several or one alone in a set of its own', () => {
    const site = (name: string, photos: number) => ({
      name,
      photos: Array.from({ length: photos }, () => images.residential1),
    });
    const names = (blocks: ReturnType<typeof siteBlocks>) =>
      blocks.map((block) => block.map((member) => member.name));
    // /holy: three sites of one photo share one row of headed tiles (issue 59).
    expect(names(siteBlocks([site('a', 1), site('b', 1), site('c', 1)]))).toEqual([
      ['a', 'b', 'c'],
    ]);
    expect(names(siteBlocks([site('a', 1), site('b', 3), site('c', 1), site('d', 1)]))).toEqual([
      ['a'],
      ['b'],
      ['c', 'd'],
    ]);
    expect(names(siteBlocks([site('a', 3), site('b', 1)]))).toEqual([['a'], ['b']]);
    expect(siteBlocks(galleryForPath(paths.holy)?.sites ?? [])).toHaveLength(1);
  });
});
