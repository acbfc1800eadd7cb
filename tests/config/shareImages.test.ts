import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { detailRoutes, fixedRoutes } from '@/config/routeTable';
import {
  routeShareSections,
  SHARE_SECTIONS,
  shareImagePath,
  shareSectionFor,
} from '@/config/shareImages';

const publicDir = join(__dirname, '../../public');

describe('share images', () => {
  it('every fixed and detail route of the route table belongs to a section', () => {
    expect(Object.keys(routeShareSections).sort()).toEqual(
      [...fixedRoutes.map((route) => route.path), ...detailRoutes].sort(),
    );
  });

  it.each([
    ['/blogsection/65a3e2f1', 'blog'],
    ['/case/abc', 'galleries'],
    ['/events/abc', 'events'],
    ['/skills/abc', 'careers'],
    ['/aboutus/', 'about'],
    ['/no/such/page', 'home'],
  ])('%s shares the %s image', (pathname, section) => {
    expect(shareSectionFor(pathname)).toBe(section);
  });

  it.each(SHARE_SECTIONS)(
    '%s: a 1200 x 630 JPEG under 300 KB (what WhatsApp and LinkedIn read)',
    async (section) => {
      const file = join(publicDir, shareImagePath(section));
      expect(statSync(file).size).toBeLessThan(300 * 1024);
      const metadata = await sharp(readFileSync(file)).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
    },
  );
});
