import { paths } from '@/config/paths';
import { galleryForPath, staticGalleries } from '@/features/galleries/content';

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
});
